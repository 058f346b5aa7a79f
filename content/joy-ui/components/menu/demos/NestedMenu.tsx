import * as React from 'react';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import Dropdown from '@mui/joy/Dropdown';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const folders = ['Invoices', 'Contracts', 'Tax returns'];

export default function NestedMenu() {
  const [open, setOpen] = React.useState(false);
  const [subOpen, setSubOpen] = React.useState(false);
  const [trigger, setTrigger] = React.useState<HTMLDivElement | null>(null);
  const [folder, setFolder] = React.useState('Inbox');

  // A chosen MenuItem also asks its Dropdown to close; ignore that request
  // when it comes from the item that opens the submenu.
  const isFromTrigger = (event: React.SyntheticEvent | null) =>
    event?.target instanceof Node &&
    trigger !== null &&
    trigger.contains(event.target);

  const handleSubmenuKeys = (event: React.KeyboardEvent) => {
    event.stopPropagation(); // the parent menu would react to these keys too
    if (event.key === 'ArrowLeft' || event.key === 'Escape') {
      setSubOpen(false);
      trigger?.focus();
    }
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Dropdown
        open={open}
        onOpenChange={(_event, isOpen) => {
          setOpen(isOpen);
          setSubOpen(false);
        }}
      >
        <MenuButton>File actions</MenuButton>
        {/* The submenu renders inside this menu: let it show past the edge. */}
        <Menu sx={{ minWidth: 180, overflow: 'visible' }}>
          <MenuItem>Rename</MenuItem>
          <MenuItem>Make a copy</MenuItem>
          <ListItem nested>
            <Dropdown
              open={subOpen}
              onOpenChange={(event, isOpen) =>
                setSubOpen(isOpen || isFromTrigger(event))
              }
            >
              <MenuItem
                component="div"
                ref={setTrigger}
                aria-haspopup="menu"
                aria-expanded={subOpen}
                onClick={() => setSubOpen(true)}
                onKeyDown={(event) => event.key === 'ArrowRight' && setSubOpen(true)}
              >
                <ListItemContent>Move to</ListItemContent>
                <KeyboardArrowRight />
              </MenuItem>
              <Menu
                aria-label="Move to"
                open={subOpen}
                anchorEl={trigger}
                disablePortal
                placement="right-start"
                onKeyDown={handleSubmenuKeys}
              >
                {folders.map((name) => (
                  <MenuItem
                    key={name}
                    onClick={() => {
                      setFolder(name);
                      setOpen(false);
                    }}
                  >
                    {name}
                  </MenuItem>
                ))}
              </Menu>
            </Dropdown>
          </ListItem>
        </Menu>
      </Dropdown>
      <Typography level="body-sm">Q3 report.pdf is in {folder}.</Typography>
    </Stack>
  );
}
