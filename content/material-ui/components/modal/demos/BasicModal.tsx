import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

export default function BasicModal() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();
  const descriptionId = React.useId();
  const close = () => setOpen(false);

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Show keyboard shortcuts
      </Button>
      <Modal
        open={open}
        onClose={close}
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: 2,
        }}
      >
        <Box
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          sx={{
            width: 400,
            maxWidth: '100%',
            p: 3,
            bgcolor: 'background.paper',
            borderRadius: 1,
            boxShadow: 24,
            outline: 0,
          }}
        >
          <Typography id={titleId} component="p" variant="h6">
            Keyboard shortcuts
          </Typography>
          <Typography id={descriptionId} variant="body2" sx={{ mt: 1 }}>
            Press N to start a new message, R to reply and / to search your inbox.
          </Typography>
          <Button onClick={close} sx={{ mt: 2 }}>
            Got it
          </Button>
        </Box>
      </Modal>
    </React.Fragment>
  );
}
