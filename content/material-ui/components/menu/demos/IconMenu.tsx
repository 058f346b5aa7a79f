import ContentCopy from '@mui/icons-material/ContentCopy';
import ContentCut from '@mui/icons-material/ContentCut';
import ContentPaste from '@mui/icons-material/ContentPaste';
import ContentPasteGo from '@mui/icons-material/ContentPasteGo';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const actions = [
  { label: 'Cut', shortcut: 'Ctrl+X', icon: <ContentCut fontSize="small" /> },
  { label: 'Copy', shortcut: 'Ctrl+C', icon: <ContentCopy fontSize="small" /> },
  { label: 'Paste', shortcut: 'Ctrl+V', icon: <ContentPaste fontSize="small" /> },
];

export default function IconMenu() {
  return (
    <Paper sx={{ width: 320, maxWidth: '100%' }}>
      <MenuList aria-label="Edit">
        {actions.map((action) => (
          <MenuItem key={action.label}>
            <ListItemIcon>{action.icon}</ListItemIcon>
            <ListItemText>{action.label}</ListItemText>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {action.shortcut}
            </Typography>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem>
          <ListItemIcon>
            <ContentPasteGo fontSize="small" />
          </ListItemIcon>
          <ListItemText>Paste without formatting</ListItemText>
        </MenuItem>
      </MenuList>
    </Paper>
  );
}
