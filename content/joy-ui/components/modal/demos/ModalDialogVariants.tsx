import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';

type Variant = 'plain' | 'outlined' | 'soft' | 'solid';

const variants: Variant[] = ['plain', 'outlined', 'soft', 'solid'];

export default function ModalDialogVariants() {
  const [open, setOpen] = React.useState(false);
  const [variant, setVariant] = React.useState<Variant>('outlined');
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {variants.map((item) => (
        <Button
          key={item}
          variant={item}
          color="primary"
          onClick={() => {
            setVariant(item);
            setOpen(true);
          }}
        >
          {item}
        </Button>
      ))}
      <Modal open={open} onClose={() => setOpen(false)}>
        {/* Inverted colours keep the button readable on a solid background. */}
        <ModalDialog
          variant={variant}
          color="primary"
          invertedColors={variant === 'solid'}
        >
          <ModalClose aria-label="Close" />
          <DialogTitle>Your trial ends in 3 days</DialogTitle>
          <DialogContent>
            Choose a plan to keep your 12 projects and their history. Nothing is
            deleted before then.
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>See plans</Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </Stack>
  );
}
