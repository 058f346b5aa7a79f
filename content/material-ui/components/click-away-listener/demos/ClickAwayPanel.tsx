import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const notifications = [
  'Maya commented on “Quarterly report”',
  'Your export of 1,240 contacts is ready',
  'Leo invited you to the “Launch” board',
];

export default function ClickAwayPanel() {
  const [open, setOpen] = React.useState(false);
  const panelId = React.useId();

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Box
        sx={{ maxWidth: 360 }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setOpen(false);
          }
        }}
      >
        <Button
          variant="outlined"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((previous) => !previous)}
        >
          Notifications
        </Button>
        {open ? (
          <Paper id={panelId} variant="outlined" sx={{ mt: 1, p: 2 }}>
            {notifications.map((text) => (
              <Typography key={text} variant="body2" sx={{ py: 0.5 }}>
                {text}
              </Typography>
            ))}
          </Paper>
        ) : null}
      </Box>
    </ClickAwayListener>
  );
}
