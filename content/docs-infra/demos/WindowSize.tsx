import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function readSize() {
  return { width: window.innerWidth, height: window.innerHeight };
}

export default function WindowSize() {
  // Reading `window` while rendering: there is no window on the server.
  const [size, setSize] = React.useState(readSize);

  React.useEffect(() => {
    const update = () => setSize(readSize());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2">This window is</Typography>
      <Chip label={`${size.width} × ${size.height} px`} color="primary" variant="outlined" />
    </Stack>
  );
}
