import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

const options = [
  'Show sender and message',
  'Show sender only',
  'Show nothing',
  'Follow system setting',
];

export default function SelectedMenu() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [selectedIndex, setSelectedIndex] = React.useState(1);
  const open = Boolean(anchorEl);
  const menuId = React.useId();

  const handleSelect = (index: number) => {
    setSelectedIndex(index);
    setAnchorEl(null);
  };

  return (
    <div>
      <List aria-label="Notification settings" sx={{ bgcolor: 'background.paper' }}>
        <ListItem disablePadding>
          <ListItemButton
            aria-haspopup="menu"
            aria-controls={open ? menuId : undefined}
            aria-expanded={open ? 'true' : undefined}
            onClick={(event) => setAnchorEl(event.currentTarget)}
          >
            <ListItemText
              primary="Notification previews"
              secondary={options[selectedIndex]}
            />
          </ListItemButton>
        </ListItem>
      </List>
      <Menu
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        slotProps={{ list: { id: menuId, 'aria-label': 'Notification previews' } }}
      >
        {options.map((option, index) => (
          <MenuItem
            key={option}
            role="menuitemradio"
            selected={index === selectedIndex}
            disabled={option === 'Follow system setting'}
            onClick={() => handleSelect(index)}
          >
            {option}
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}
