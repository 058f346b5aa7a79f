import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

export default function TransitionsModal() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();
  const close = () => setOpen(false);

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        What’s new
      </Button>
      <Modal
        open={open}
        onClose={close}
        closeAfterTransition
        slotProps={{ backdrop: { transitionDuration: 500 } }}
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: 2,
        }}
      >
        <Fade in={open} timeout={500}>
          <Box
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
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
              What’s new in version 4.2
            </Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              Offline mode for your reading list, and a darker night theme.
            </Typography>
            <Button onClick={close} sx={{ mt: 2 }}>
              Close
            </Button>
          </Box>
        </Fade>
      </Modal>
    </React.Fragment>
  );
}
