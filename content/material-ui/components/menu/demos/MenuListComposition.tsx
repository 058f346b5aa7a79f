import * as React from 'react';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Grow from '@mui/material/Grow';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';

export default function MenuListComposition() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const open = Boolean(anchorEl);
  const buttonId = React.useId();
  const menuId = React.useId();

  // Close the menu and give the focus back to the button that opened it.
  const closeMenu = () => {
    anchorEl?.focus();
    setAnchorEl(null);
  };

  const handleClickAway = (event: MouseEvent | TouchEvent) => {
    // A click on the button toggles the menu through its own onClick.
    if (anchorEl?.contains(event.target as Node)) {
      return;
    }
    setAnchorEl(null);
  };

  const handleListKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Tab' || event.key === 'Escape') {
      event.preventDefault();
      closeMenu();
    }
  };

  return (
    <div>
      <Button
        id={buttonId}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(open ? null : event.currentTarget)}
      >
        Share
      </Button>
      <Popper
        open={open}
        anchorEl={anchorEl}
        placement="bottom-start"
        transition
        sx={{ zIndex: 'modal' }}
      >
        {({ TransitionProps, placement }) => (
          <Grow
            {...TransitionProps}
            style={{
              transformOrigin: placement.startsWith('bottom')
                ? 'center top'
                : 'center bottom',
            }}
          >
            <Paper elevation={8}>
              <ClickAwayListener onClickAway={handleClickAway}>
                <MenuList
                  autoFocusItem={open}
                  id={menuId}
                  aria-labelledby={buttonId}
                  onKeyDown={handleListKeyDown}
                >
                  <MenuItem onClick={closeMenu}>Copy link</MenuItem>
                  <MenuItem onClick={closeMenu}>Send by email</MenuItem>
                  <MenuItem onClick={closeMenu}>Embed on a website</MenuItem>
                </MenuList>
              </ClickAwayListener>
            </Paper>
          </Grow>
        )}
      </Popper>
    </div>
  );
}
