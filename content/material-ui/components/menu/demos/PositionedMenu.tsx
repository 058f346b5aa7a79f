import * as React from 'react';
import AttachFile from '@mui/icons-material/AttachFile';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

export default function PositionedMenu() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  const buttonId = React.useId();
  const menuId = React.useId();

  const handleClose = () => {
    setAnchorEl(null);
  };

  return (
    <div>
      <Button
        id={buttonId}
        variant="outlined"
        startIcon={<AttachFile />}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Attach
      </Button>
      <Menu
        anchorEl={anchorEl}
        open={open}
        onClose={handleClose}
        // Open upwards: the menu's bottom centre meets the button's top centre.
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        slotProps={{ list: { id: menuId, 'aria-labelledby': buttonId } }}
      >
        <MenuItem onClick={handleClose}>Photo or video</MenuItem>
        <MenuItem onClick={handleClose}>Document</MenuItem>
        <MenuItem onClick={handleClose}>Location</MenuItem>
        <MenuItem onClick={handleClose}>Poll</MenuItem>
      </Menu>
    </div>
  );
}
