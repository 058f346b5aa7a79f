import * as React from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';

export default function ContextMenu() {
  const [position, setPosition] = React.useState<{
    top: number;
    left: number;
  } | null>(null);

  const handleContextMenu = (event: React.MouseEvent) => {
    event.preventDefault();
    // A second right click while the menu is open closes it.
    setPosition(
      position === null ? { top: event.clientY + 2, left: event.clientX + 2 } : null,
    );
  };

  const handleClose = () => {
    setPosition(null);
  };

  return (
    <div onContextMenu={handleContextMenu} style={{ cursor: 'context-menu' }}>
      <Typography>
        The lighthouse on the northern cliff was built in 1874 and still guides
        fishing boats past the reef. Right-click this paragraph to open its menu.
      </Typography>
      <Menu
        open={position !== null}
        onClose={handleClose}
        anchorReference="anchorPosition"
        anchorPosition={position ?? undefined}
        slotProps={{ list: { 'aria-label': 'Paragraph' } }}
      >
        <MenuItem onClick={handleClose}>Copy text</MenuItem>
        <MenuItem onClick={handleClose}>Highlight</MenuItem>
        <MenuItem onClick={handleClose}>Add a comment</MenuItem>
        <MenuItem onClick={handleClose}>Search the web</MenuItem>
      </Menu>
    </div>
  );
}
