import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';

const colors = ['primary', 'secondary', 'success', 'warning', 'inherit'] as const;

export default function CircularColor() {
  return (
    <Stack direction="row" spacing={2}>
      {colors.map((color) => (
        <CircularProgress
          key={color}
          color={color}
          aria-label={`Loading, ${color} colour`}
        />
      ))}
    </Stack>
  );
}
