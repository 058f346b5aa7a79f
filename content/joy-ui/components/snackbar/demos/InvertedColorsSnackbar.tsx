import * as React from 'react';
import SystemUpdate from '@mui/icons-material/SystemUpdate';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';

export default function InvertedColorsSnackbar() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Check for updates
      </Button>
      <Snackbar
        open={open}
        variant="solid"
        color="primary"
        invertedColors
        role="status"
        onClose={(_event, reason) => reason !== 'clickaway' && setOpen(false)}
        startDecorator={<SystemUpdate />}
        endDecorator={
          <Stack direction="row" spacing={1}>
            <Button variant="plain" onClick={() => setOpen(false)}>
              Later
            </Button>
            <Button onClick={() => setOpen(false)}>Restart</Button>
          </Stack>
        }
      >
        Version 4.2 is ready to install.
      </Snackbar>
    </React.Fragment>
  );
}
