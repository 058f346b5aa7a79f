import * as React from 'react';
import Delete from '@mui/icons-material/Delete';
import Button from '@mui/joy/Button';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Snackbar from '@mui/joy/Snackbar';

const tasks = ['Renew passport', 'Book dentist', 'Pay electricity bill'];

export default function UndoSnackbar() {
  const [deleted, setDeleted] = React.useState<string[]>([]);
  // The task named in the message and restored by Undo.
  const [last, setLast] = React.useState('');
  const [restored, setRestored] = React.useState('');
  const [open, setOpen] = React.useState(false);
  const undoRef = React.useRef<HTMLButtonElement>(null);

  // The focused Delete button leaves with its row: move focus to Undo.
  React.useEffect(() => {
    if (open) undoRef.current?.focus();
  }, [open, deleted]);

  const undo = () => {
    setRestored(last);
    setDeleted(deleted.filter((task) => task !== last));
    setOpen(false);
  };

  return (
    <React.Fragment>
      <List aria-label="Tasks" sx={{ maxWidth: 320 }}>
        {tasks
          .filter((task) => !deleted.includes(task))
          .map((task) => (
            <ListItem
              key={task}
              endAction={
                <Button
                  size="sm"
                  variant="plain"
                  color="danger"
                  // The restored row mounts again, and its button takes focus back.
                  autoFocus={task === restored}
                  onClick={() => {
                    setDeleted([...deleted, task]);
                    setLast(task);
                    setOpen(true);
                  }}
                >
                  Delete
                </Button>
              }
            >
              {task}
            </ListItem>
          ))}
      </List>
      <Snackbar
        open={open}
        autoHideDuration={6000}
        onClose={(_event, reason) => reason !== 'clickaway' && setOpen(false)}
        role="status"
        startDecorator={<Delete />}
        endDecorator={
          <Button
            ref={undoRef}
            size="sm"
            variant="soft"
            color="neutral"
            onClick={undo}
          >
            Undo
          </Button>
        }
      >
        “{last}” deleted.
      </Snackbar>
    </React.Fragment>
  );
}
