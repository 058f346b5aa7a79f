import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

export default function ControlledTooltips() {
  const [open, setOpen] = React.useState(false);
  const [views, setViews] = React.useState(0);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Tooltip
        title="Your changes are saved automatically"
        describeChild
        open={open}
        onOpen={() => {
          setOpen(true);
          setViews((count) => count + 1);
        }}
        onClose={() => setOpen(false)}
      >
        <Button variant="outlined">Autosave</Button>
      </Tooltip>
      <Typography variant="body2">Tooltip shown {views} times</Typography>
    </Stack>
  );
}
