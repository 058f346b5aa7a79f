import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useColorScheme } from '@mui/material/styles';

const modes = ['light', 'dark', 'system'] as const;

export default function ColorSchemeMode() {
  const { mode, setMode } = useColorScheme();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>
        useColorScheme().mode: <strong>{mode}</strong>
      </Typography>
      <Stack direction="row" spacing={1}>
        {modes.map((value) => (
          <Button
            key={value}
            variant={mode === value ? 'contained' : 'outlined'}
            aria-pressed={mode === value}
            onClick={() => setMode(value)}
          >
            {value}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
