import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

// The comments panel of an article while its comments load.
export default function CircularIndeterminate() {
  const id = React.useId();

  return (
    <Box
      component="section"
      aria-label="Comments"
      aria-busy="true"
      aria-describedby={id}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        width: '100%',
        maxWidth: 420,
        minHeight: 160,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <CircularProgress id={id} aria-label="Loading comments" />
      <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-hidden>
        Loading comments…
      </Typography>
    </Box>
  );
}
