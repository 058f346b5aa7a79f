import * as React from 'react';
import DriveFileMove from '@mui/icons-material/DriveFileMove';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const folders = [
  'Inbox',
  'Archive',
  'Bills',
  'Family',
  'Holidays',
  'Newsletters',
  'Receipts',
  'Recipes',
  'School',
  'Travel bookings',
  'Work',
  'Spam',
];

const ITEM_HEIGHT = 48;

export default function LongMenu() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [folder, setFolder] = React.useState('Inbox');
  const open = Boolean(anchorEl);
  const menuId = React.useId();

  const handleMove = (target: string) => {
    setFolder(target);
    setAnchorEl(null);
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography>Folder: {folder}</Typography>
      <IconButton
        aria-label="Move to folder"
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        <DriveFileMove />
      </IconButton>
      <Menu
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        slotProps={{
          list: { id: menuId, 'aria-label': 'Move to folder' },
          // About four and a half rows: the cut-off row shows that the list scrolls.
          paper: { sx: { maxHeight: ITEM_HEIGHT * 4.5, width: '20ch' } },
        }}
      >
        {folders.map((option) => (
          <MenuItem
            key={option}
            selected={option === folder}
            onClick={() => handleMove(option)}
          >
            {option}
          </MenuItem>
        ))}
      </Menu>
    </Stack>
  );
}
