import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

// A file sent with fetch(), which reports no upload progress: the bar can only
// say that the upload is under way, so the text names the file and its size.
export default function LinearIndeterminate() {
  const id = React.useId();

  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <Typography id={id} variant="body2" gutterBottom>
        Uploading site-survey-photos.zip (48 MB)…
      </Typography>
      <LinearProgress aria-labelledby={id} />
    </Box>
  );
}
