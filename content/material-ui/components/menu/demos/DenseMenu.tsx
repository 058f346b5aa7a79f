import * as React from 'react';
import Check from '@mui/icons-material/Check';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';

const zoomLevels = ['50%', '75%', '100%', '125%', '150%', '200%'];

export default function DenseMenu() {
  const [zoom, setZoom] = React.useState('100%');

  return (
    <Paper sx={{ width: 240, maxWidth: '100%' }}>
      <MenuList dense aria-label="Zoom">
        {zoomLevels.map((level) => (
          <MenuItem
            key={level}
            role="menuitemradio"
            aria-checked={zoom === level}
            onClick={() => setZoom(level)}
          >
            <ListItemIcon>{zoom === level && <Check />}</ListItemIcon>
            <ListItemText>{level}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem>
          <ListItemText inset>Fit to width</ListItemText>
        </MenuItem>
        <MenuItem>
          <ListItemText inset>Fit to page</ListItemText>
        </MenuItem>
      </MenuList>
    </Paper>
  );
}
