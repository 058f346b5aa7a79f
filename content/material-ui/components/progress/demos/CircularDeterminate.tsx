import * as React from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';

export default function CircularDeterminate() {
  const [progress, setProgress] = React.useState(0);

  React.useEffect(() => {
    const timer = setInterval(() => {
      setProgress((previous) => (previous >= 100 ? 0 : previous + 10));
    }, 800);
    return () => clearInterval(timer);
  }, []);

  return (
    <Stack direction="row" spacing={2}>
      <CircularProgress variant="determinate" value={25} aria-label="Step 1 of 4" />
      <CircularProgress variant="determinate" value={50} aria-label="Step 2 of 4" />
      <CircularProgress
        variant="determinate"
        value={progress}
        enableTrackSlot
        aria-label="Uploading holiday photos"
      />
    </Stack>
  );
}
