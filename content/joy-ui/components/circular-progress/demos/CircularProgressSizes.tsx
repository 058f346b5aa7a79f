import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';

export default function CircularProgressSizes() {
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <CircularProgress size="sm" aria-label="Loading comments" />
      <CircularProgress size="md" aria-label="Loading comments" />
      <CircularProgress size="lg" aria-label="Loading comments" />
      <CircularProgress
        aria-label="Loading comments"
        sx={{ '--CircularProgress-size': '88px' }}
      />
    </Stack>
  );
}
