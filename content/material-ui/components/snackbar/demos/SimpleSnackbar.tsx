import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import ArchiveIcon from '@mui/icons-material/Archive';

const inbox = ['Your March invoice', 'Team lunch on Friday', 'Password changed'];

export default function SimpleSnackbar() {
  // Archived subjects, most recent last; Undo restores the last one.
  const [archived, setArchived] = React.useState<string[]>([]);
  const [open, setOpen] = React.useState(false);
  const last = archived[archived.length - 1];

  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page should not hide a message that offers Undo.
    if (reason !== 'clickaway') {
      setOpen(false);
    }
  };

  const archive = (subject: string) => {
    setArchived((current) => [...current, subject]);
    setOpen(true);
  };

  const undo = () => {
    setArchived((current) => current.slice(0, -1));
    setOpen(false);
  };

  return (
    <div>
      <List aria-label="Inbox" sx={{ maxWidth: 360 }}>
        {inbox
          .filter((subject) => !archived.includes(subject))
          .map((subject) => (
            <ListItem
              key={subject}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Archive “${subject}”`}
                  onClick={() => archive(subject)}
                >
                  <ArchiveIcon />
                </IconButton>
              }
            >
              <ListItemText primary={subject} />
            </ListItem>
          ))}
      </List>
      <Snackbar
        open={open}
        autoHideDuration={6000}
        onClose={handleClose}
        message={`“${last}” archived`}
        action={
          <Button color="inherit" size="small" onClick={undo}>
            Undo
          </Button>
        }
      />
    </div>
  );
}
