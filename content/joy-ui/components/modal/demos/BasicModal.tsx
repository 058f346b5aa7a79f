import * as React from 'react';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Typography from '@mui/joy/Typography';

const shortcuts = [
  { action: 'Search files', keys: 'Ctrl + K' },
  { action: 'New document', keys: 'Ctrl + N' },
  { action: 'Share document', keys: 'Ctrl + Shift + S' },
  { action: 'Show this list', keys: '?' },
];

export default function BasicModal() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button
        variant="outlined"
        color="neutral"
        startDecorator={<KeyboardIcon />}
        onClick={() => setOpen(true)}
      >
        Keyboard shortcuts
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog>
          <ModalClose aria-label="Close" />
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogContent>These work anywhere in the editor.</DialogContent>
          <Box component="dl" sx={{ display: 'grid', gap: 1, m: 0 }}>
            {shortcuts.map((shortcut) => (
              <Box
                key={shortcut.action}
                sx={{ display: 'flex', justifyContent: 'space-between', gap: 4 }}
              >
                <Typography component="dt">{shortcut.action}</Typography>
                <Typography
                  component="dd"
                  variant="outlined"
                  level="body-sm"
                  sx={{ m: 0, fontFamily: 'code' }}
                >
                  {shortcut.keys}
                </Typography>
              </Box>
            ))}
          </Box>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
