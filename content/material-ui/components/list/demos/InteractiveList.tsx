import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import DeleteIcon from '@mui/icons-material/Delete';
import FolderIcon from '@mui/icons-material/Folder';

const files = [
  { name: 'budget-2026.xlsx', size: '48 KB' },
  { name: 'team-photo.jpg', size: '2.1 MB' },
  { name: 'meeting-notes.md', size: '6 KB' },
];

export default function InteractiveList() {
  const [dense, setDense] = React.useState(false);
  const [secondary, setSecondary] = React.useState(true);

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 400 }}>
      <FormGroup row sx={{ px: 2, pt: 1 }}>
        <FormControlLabel
          control={
            <Switch checked={dense} onChange={(e) => setDense(e.target.checked)} />
          }
          label="Dense"
        />
        <FormControlLabel
          control={
            <Switch
              checked={secondary}
              onChange={(e) => setSecondary(e.target.checked)}
            />
          }
          label="Show sizes"
        />
      </FormGroup>
      <List dense={dense}>
        {files.map((file) => (
          <ListItem
            key={file.name}
            secondaryAction={
              <IconButton edge="end" aria-label={`Delete ${file.name}`}>
                <DeleteIcon />
              </IconButton>
            }
          >
            <ListItemAvatar>
              <Avatar>
                <FolderIcon />
              </Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={file.name}
              secondary={secondary ? file.size : null}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
