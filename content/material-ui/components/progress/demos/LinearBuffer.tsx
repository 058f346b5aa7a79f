import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

export default function LinearBuffer() {
  const [played, setPlayed] = React.useState(0);
  const [loaded, setLoaded] = React.useState(10);

  React.useEffect(() => {
    const timer = setInterval(() => {
      setPlayed((previous) => (previous >= 100 ? 0 : previous + 2));
      setLoaded((previous) => (previous >= 100 ? 10 : Math.min(100, previous + 4)));
    }, 500);
    return () => clearInterval(timer);
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <LinearProgress
        variant="buffer"
        value={played}
        valueBuffer={Math.max(played, loaded)}
        aria-label="Podcast episode played"
      />
    </Box>
  );
}
