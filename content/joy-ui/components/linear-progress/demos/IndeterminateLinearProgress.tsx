import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function IndeterminateLinearProgress() {
  return (
    <Stack spacing={1} sx={{ maxWidth: 400 }}>
      <Typography level="body-sm">Checking for updates…</Typography>
      <LinearProgress aria-label="Checking for updates" />
    </Stack>
  );
}
