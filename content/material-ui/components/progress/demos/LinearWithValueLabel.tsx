import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export default function LinearWithValueLabel() {
  const [progress, setProgress] = React.useState(10);

  React.useEffect(() => {
    const timer = setInterval(() => {
      setProgress((previous) => (previous >= 100 ? 10 : previous + 10));
    }, 800);
    return () => clearInterval(timer);
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="backup-progress-label" variant="body2" sx={{ mb: 1 }}>
        Backing up your photos
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-labelledby="backup-progress-label"
          sx={{ flex: 1 }}
        />
        <Typography
          variant="body2"
          aria-hidden
          sx={{ color: 'text.secondary', minWidth: 36 }}
        >
          {`${progress}%`}
        </Typography>
      </Box>
    </Box>
  );
}
