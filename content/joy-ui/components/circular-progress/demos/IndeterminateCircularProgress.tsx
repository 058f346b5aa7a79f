import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function IndeterminateCircularProgress() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <CircularProgress aria-label="Loading conversations" />
      <Typography level="body-sm">Loading your conversations…</Typography>
    </Stack>
  );
}
