import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

const reviewers = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Hedy Lamarr'];

export default function SimpleDialog() {
  const [open, setOpen] = React.useState(false);
  const [reviewer, setReviewer] = React.useState(reviewers[1]);

  const choose = (name: string) => {
    setReviewer(name);
    setOpen(false);
  };

  return (
    <div>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Reviewer: {reviewer}
      </Typography>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Choose a reviewer
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>Who should review this pull request?</DialogTitle>
        <List sx={{ pt: 0 }}>
          {reviewers.map((name) => (
            <ListItem key={name} disablePadding>
              <ListItemButton
                selected={name === reviewer}
                onClick={() => choose(name)}
              >
                <ListItemAvatar>
                  <Avatar aria-hidden>{name.charAt(0)}</Avatar>
                </ListItemAvatar>
                <ListItemText primary={name} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Dialog>
    </div>
  );
}
