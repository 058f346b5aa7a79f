import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';

export default function LinearProgressSizes() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 400 }}>
      <LinearProgress
        size="sm"
        determinate
        value={40}
        aria-label="Course progress"
      />
      <LinearProgress
        size="md"
        determinate
        value={40}
        aria-label="Course progress"
      />
      <LinearProgress
        size="lg"
        determinate
        value={40}
        aria-label="Course progress"
      />
      {/* Any other thickness, in pixels */}
      <LinearProgress
        thickness={16}
        determinate
        value={40}
        aria-label="Course progress"
      />
    </Stack>
  );
}
