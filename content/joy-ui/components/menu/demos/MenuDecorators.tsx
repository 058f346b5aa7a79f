import ContentCopy from '@mui/icons-material/ContentCopy';
import ContentCut from '@mui/icons-material/ContentCut';
import ContentPaste from '@mui/icons-material/ContentPaste';
import Delete from '@mui/icons-material/Delete';
import Dropdown from '@mui/joy/Dropdown';
import ListDivider from '@mui/joy/ListDivider';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';

const items = [
  { label: 'Cut', icon: <ContentCut />, shortcut: 'Ctrl+X' },
  { label: 'Copy', icon: <ContentCopy />, shortcut: 'Ctrl+C' },
  // Nothing on the clipboard yet: the item stays visible but can't be chosen.
  { label: 'Paste', icon: <ContentPaste />, shortcut: 'Ctrl+V', disabled: true },
];

export default function MenuDecorators() {
  return (
    <Dropdown>
      <MenuButton>Edit</MenuButton>
      <Menu placement="bottom-start" sx={{ minWidth: 220 }}>
        {items.map(({ label, icon, shortcut, disabled }) => (
          <MenuItem key={label} disabled={disabled}>
            <ListItemDecorator>{icon}</ListItemDecorator>
            {label}
            <Typography level="body-sm" sx={{ marginInlineStart: 'auto' }}>
              {shortcut}
            </Typography>
          </MenuItem>
        ))}
        <ListDivider />
        <MenuItem color="danger">
          <ListItemDecorator>
            <Delete />
          </ListItemDecorator>
          Delete selection
        </MenuItem>
      </Menu>
    </Dropdown>
  );
}
