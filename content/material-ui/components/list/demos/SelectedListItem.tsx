import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';

const playlists = ['Morning run', 'Focus', 'Road trip', 'Dinner party'];

export default function SelectedListItem() {
  const [selected, setSelected] = React.useState('Focus');

  return (
    <List aria-label="Playlists" sx={{ width: '100%', maxWidth: 320 }}>
      {playlists.map((playlist) => (
        <ListItem key={playlist} disablePadding>
          <ListItemButton
            selected={selected === playlist}
            aria-current={selected === playlist ? 'true' : undefined}
            onClick={() => setSelected(playlist)}
          >
            <ListItemText primary={playlist} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
