import * as React from 'react';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const workspaces = ['Acme Marketing', 'Acme Engineering', 'Personal'];

export default function ControlledDropdown() {
  const [open, setOpen] = React.useState(false);
  const [workspace, setWorkspace] = React.useState(workspaces[0]);
  const [opened, setOpened] = React.useState(0);

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Dropdown
        open={open}
        onOpenChange={(_event, isOpen) => {
          setOpen(isOpen);
          if (isOpen) setOpened(opened + 1);
        }}
      >
        <MenuButton
          endDecorator={
            <KeyboardArrowDown
              style={{
                transform: open ? 'rotate(180deg)' : 'none',
                transition: 'transform 0.2s',
              }}
            />
          }
        >
          {workspace}
        </MenuButton>
        <Menu>
          {workspaces.map((name) => (
            <MenuItem
              key={name}
              selected={name === workspace}
              onClick={() => setWorkspace(name)}
            >
              {name}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <Typography level="body-sm">
        The menu is {open ? 'open' : 'closed'}; it was opened {opened} times.
      </Typography>
    </Stack>
  );
}
