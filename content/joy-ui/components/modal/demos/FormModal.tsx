import * as React from 'react';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function FormModal() {
  const [open, setOpen] = React.useState(false);
  const [invited, setInvited] = React.useState('');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setInvited(`Invitation sent to ${data.get('email')} as ${data.get('role')}.`);
    setOpen(false);
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button startDecorator={<PersonAddIcon />} onClick={() => setOpen(true)}>
        Invite teammate
      </Button>
      <Typography role="status" level="body-sm">
        {invited}
      </Typography>
      <Modal
        open={open}
        onClose={(_event, reason) => {
          // A stray click on the backdrop should not throw away what was typed.
          if (reason !== 'backdropClick') setOpen(false);
        }}
      >
        <ModalDialog>
          <DialogTitle>Invite a teammate</DialogTitle>
          <DialogContent>
            They get an email with a link to join Northwind.
          </DialogContent>
          <form onSubmit={handleSubmit}>
            <Stack spacing={2}>
              <FormControl required>
                <FormLabel>Email</FormLabel>
                <Input name="email" type="email" autoComplete="off" />
              </FormControl>
              <FormControl>
                <FormLabel>Role</FormLabel>
                <Select name="role" defaultValue="editor">
                  <Option value="viewer">Viewer</Option>
                  <Option value="editor">Editor</Option>
                  <Option value="admin">Admin</Option>
                </Select>
              </FormControl>
              <Button type="submit">Send invitation</Button>
              <Button variant="plain" color="neutral" onClick={() => setOpen(false)}>
                Cancel
              </Button>
            </Stack>
          </form>
        </ModalDialog>
      </Modal>
    </Stack>
  );
}
