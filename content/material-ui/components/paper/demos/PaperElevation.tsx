import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';

const elevations = [0, 1, 2, 3, 4, 6, 8, 12, 16, 24];

export default function PaperElevation() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(100px, 1fr))',
        gap: 3,
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      {elevations.map((elevation) => (
        <Paper
          key={elevation}
          elevation={elevation}
          sx={{
            height: 64,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            typography: 'body2',
          }}
        >
          {`elevation=${elevation}`}
        </Paper>
      ))}
    </Box>
  );
}
