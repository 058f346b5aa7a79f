import * as React from 'react';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function InitialFocusModal() {
  const [open, setOpen] = React.useState(false);
  const [fileName, setFileName] = React.useState('invoice-2024-03.pdf');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('name');
    if (typeof value === 'string' && value.trim()) setFileName(value.trim());
    setOpen(false);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography sx={{ fontFamily: 'code' }}>{fileName}</Typography>
      <Button
        variant="outlined"
        startDecorator={<DriveFileRenameOutlineIcon />}
        onClick={() => setOpen(true)}
      >
        Rename
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog size="sm" aria-describedby={undefined}>
          <DialogTitle>Rename file</DialogTitle>
          <form onSubmit={handleSubmit}>
            <FormControl>
              <FormLabel>File name</FormLabel>
              {/* Focus lands in the field, with the old name selected. */}
              <Input
                name="name"
                defaultValue={fileName}
                autoFocus
                onFocus={(event) => event.target.select()}
              />
            </FormControl>
            <DialogActions>
              <Button type="submit">Rename</Button>
              <Button variant="plain" color="neutral" onClick={() => setOpen(false)}>
                Cancel
              </Button>
            </DialogActions>
          </form>
        </ModalDialog>
      </Modal>
    </Stack>
  );
}
