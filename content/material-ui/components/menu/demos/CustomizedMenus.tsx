import * as React from 'react';
import Archive from '@mui/icons-material/Archive';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Edit from '@mui/icons-material/Edit';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu, { menuClasses } from '@mui/material/Menu';
import MenuItem, { menuItemClasses } from '@mui/material/MenuItem';
import { svgIconClasses } from '@mui/material/SvgIcon';
import { styled } from '@mui/material/styles';

// A compact, outlined menu; every colour comes from the theme, so it follows dark mode.
const StyledMenu = styled(Menu)(({ theme }) => ({
  [`& .${menuClasses.paper}`]: {
    minWidth: 180,
    marginTop: theme.spacing(1),
    borderRadius: 8,
    border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
    boxShadow: theme.shadows[2],
  },
  [`& .${menuClasses.list}`]: {
    padding: theme.spacing(0.5, 0),
  },
  [`& .${menuItemClasses.root}`]: {
    gap: theme.spacing(1.5),
    [`& .${svgIconClasses.root}`]: {
      fontSize: 18,
      color: (theme.vars ?? theme).palette.text.secondary,
    },
    '&:active': {
      backgroundColor: theme.alpha(
        (theme.vars ?? theme).palette.primary.main,
        (theme.vars ?? theme).palette.action.selectedOpacity,
      ),
    },
  },
}));

export default function CustomizedMenus() {
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
        variant="contained"
        disableElevation
        endIcon={<KeyboardArrowDown />}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Project
      </Button>
      <StyledMenu
        anchorEl={anchorEl}
        open={open}
        onClose={handleClose}
        slotProps={{ list: { id: menuId, 'aria-labelledby': buttonId } }}
      >
        <MenuItem onClick={handleClose}>
          <Edit />
          Rename
        </MenuItem>
        <MenuItem onClick={handleClose}>
          <ContentCopy />
          Duplicate
        </MenuItem>
        <Divider />
        <MenuItem onClick={handleClose}>
          <Archive />
          Archive
        </MenuItem>
      </StyledMenu>
    </div>
  );
}
