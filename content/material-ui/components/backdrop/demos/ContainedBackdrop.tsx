import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function ContainedBackdrop() {
  const [syncing, setSyncing] = React.useState(true);
  return (
    <Box sx={{ width: '100%', maxWidth: 360 }}>
      <FormControlLabel
        control={
          <Switch
            checked={syncing}
            onChange={(event) => setSyncing(event.target.checked)}
          />
        }
        label="Syncing"
      />
      <Paper
        variant="outlined"
        aria-busy={syncing}
        sx={{ position: 'relative', p: 2, overflow: 'hidden' }}
      >
        <Typography variant="subtitle1" component="h3">
          Shared calendar
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Team stand-up, Tuesday 9:30. Design review, Thursday 14:00.
        </Typography>
        <Backdrop
          open={syncing}
          sx={{ position: 'absolute', color: 'common.white' }}
        >
          <CircularProgress
            color="inherit"
            size={32}
            aria-label="Syncing calendar"
          />
        </Backdrop>
      </Paper>
    </Box>
  );
}
