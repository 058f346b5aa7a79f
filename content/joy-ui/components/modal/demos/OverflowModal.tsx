import * as React from 'react';
import EventIcon from '@mui/icons-material/Event';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import ModalOverflow from '@mui/joy/ModalOverflow';
import Typography from '@mui/joy/Typography';

const sessions = [
  ['09:00', 'Registration and coffee', 'Main hall'],
  ['09:30', 'Opening keynote: Ten years of design systems', 'Auditorium'],
  ['10:30', 'Tokens that survive a rebrand', 'Room A'],
  ['11:15', 'Accessible data tables in practice', 'Room B'],
  ['12:00', 'Lunch', 'Terrace'],
  ['13:00', 'Dark mode without the guesswork', 'Room A'],
  ['13:45', 'Testing components with real users', 'Room B'],
  ['14:30', 'Motion that respects reduced-motion settings', 'Room A'],
  ['15:15', 'Coffee break', 'Main hall'],
  ['15:45', 'Panel: documentation people actually read', 'Auditorium'],
  ['16:45', 'Lightning talks', 'Auditorium'],
  ['17:30', 'Closing remarks and drinks', 'Terrace'],
];

export default function OverflowModal() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button
        variant="outlined"
        startDecorator={<EventIcon />}
        onClick={() => setOpen(true)}
      >
        View agenda
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        {/* The whole dialog scrolls with the overlay, like a page. */}
        <ModalOverflow>
          <ModalDialog maxWidth={480}>
            <ModalClose aria-label="Close" />
            <DialogTitle>Conference agenda, 14 May</DialogTitle>
            <DialogContent>All talks are recorded and subtitled.</DialogContent>
            <List aria-label="Sessions">
              {sessions.map(([time, title, room]) => (
                <ListItem key={time} sx={{ alignItems: 'flex-start', gap: 2 }}>
                  <Typography level="title-sm" sx={{ minWidth: 48 }}>
                    {time}
                  </Typography>
                  <ListItemContent>
                    <Typography level="title-sm">{title}</Typography>
                    <Typography level="body-sm">{room}</Typography>
                  </ListItemContent>
                </ListItem>
              ))}
            </List>
          </ModalDialog>
        </ModalOverflow>
      </Modal>
    </React.Fragment>
  );
}
