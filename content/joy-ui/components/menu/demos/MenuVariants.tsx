import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';

export default function MenuVariants() {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Dropdown>
        <MenuButton>Insert</MenuButton>
        <Menu>
          <MenuItem>Table</MenuItem>
          <MenuItem>Image</MenuItem>
          <MenuItem>Code block</MenuItem>
        </Menu>
      </Dropdown>
      <Dropdown>
        <MenuButton variant="soft" color="primary">
          Share
        </MenuButton>
        <Menu variant="soft" color="primary">
          <MenuItem>Copy link</MenuItem>
          <MenuItem>Invite people</MenuItem>
        </Menu>
      </Dropdown>
      <Dropdown>
        <MenuButton variant="solid" color="primary">
          Publish
        </MenuButton>
        <Menu variant="solid" color="primary" invertedColors>
          <MenuItem>Publish now</MenuItem>
          <MenuItem>Schedule…</MenuItem>
        </Menu>
      </Dropdown>
    </Stack>
  );
}
