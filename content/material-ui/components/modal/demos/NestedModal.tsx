import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

const centred = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  p: 2,
};
const panel = {
  width: 400,
  maxWidth: '100%',
  p: 3,
  bgcolor: 'background.paper',
  borderRadius: 1,
  boxShadow: 24,
  outline: 0,
};

function LinkSettingsModal() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();

  return (
    <React.Fragment>
      <Button onClick={() => setOpen(true)}>Link settings</Button>
      {/* The parent's backdrop already dims the page, so this one has none. */}
      <Modal open={open} onClose={() => setOpen(false)} hideBackdrop sx={centred}>
        <Box
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          sx={{ ...panel, width: 320 }}
        >
          <Typography id={titleId} component="p" variant="h6">
            Link settings
          </Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            Anyone with the link can view the album until 31 December.
          </Typography>
          <Button onClick={() => setOpen(false)} sx={{ mt: 2 }}>
            Back to sharing
          </Button>
        </Box>
      </Modal>
    </React.Fragment>
  );
}

export default function NestedModal() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Share album
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} sx={centred}>
        <Box role="dialog" aria-modal="true" aria-labelledby={titleId} sx={panel}>
          <Typography id={titleId} component="p" variant="h6">
            Share “Summer in Porto”
          </Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            42 photos, shared with 3 people.
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
            <LinkSettingsModal />
            <Button onClick={() => setOpen(false)}>Done</Button>
          </Box>
        </Box>
      </Modal>
    </React.Fragment>
  );
}
