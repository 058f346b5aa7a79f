import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';

const actions = [
  { label: 'Cut', shortcut: 'Ctrl+X', icon: <ContentCutIcon fontSize="small" /> },
  { label: 'Copy', shortcut: 'Ctrl+C', icon: <ContentCopyIcon fontSize="small" /> },
  {
    label: 'Paste',
    shortcut: 'Ctrl+V',
    icon: <ContentPasteIcon fontSize="small" />,
  },
];

export default function DensityMenuList() {
  return (
    <Paper variant="outlined" sx={{ width: 260, maxWidth: '100%' }}>
      {/* `dense` on the list reaches every MenuItem inside it. */}
      <MenuList dense aria-label="Edit">
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
            <DeleteOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Delete</ListItemText>
        </MenuItem>
      </MenuList>
    </Paper>
  );
}
