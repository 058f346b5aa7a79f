import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';

const offsets = [0.1, 0.2, 0.4];
const tokens = ['light', 'main', 'dark'] as const;

// One theme per offset, all with the same main colour.
const themes = offsets.map((tonalOffset) =>
  createTheme({
    palette: { primary: { main: '#0277bd' }, tonalOffset, contrastThreshold: 4.5 },
  }),
);

export default function PaletteTonalOffset() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 480 }}>
      {themes.map((theme, index) => (
        <div key={offsets[index]}>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            tonalOffset: {offsets[index]}
            {offsets[index] === 0.2 ? ' (default)' : ''}
          </Typography>
          <Stack direction="row">
            {tokens.map((token) => {
              const value = theme.palette.primary[token];
              return (
                <Box
                  key={token}
                  sx={{
                    flex: 1,
                    p: 1,
                    bgcolor: value,
                    color: theme.palette.getContrastText(value),
                    typography: 'caption',
                  }}
                >
                  {token}
                </Box>
              );
            })}
          </Stack>
        </div>
      ))}
    </Stack>
  );
}
