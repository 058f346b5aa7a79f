import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';

const sizes = ['sm', 'md', 'lg'] as const;

export default function MenuSizes() {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {sizes.map((size) => (
        <Dropdown key={size}>
          <MenuButton size={size}>Line spacing ({size})</MenuButton>
          <Menu size={size}>
            <MenuItem>Single</MenuItem>
            <MenuItem>1.15</MenuItem>
            <MenuItem>Double</MenuItem>
          </Menu>
        </Dropdown>
      ))}
    </Stack>
  );
}
