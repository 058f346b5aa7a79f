import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import PersonIcon from '@mui/icons-material/Person';
import LockIcon from '@mui/icons-material/Lock';
import NotificationsIcon from '@mui/icons-material/Notifications';
import HelpCenterIcon from '@mui/icons-material/HelpCenter';
import LogoutIcon from '@mui/icons-material/Logout';

const sections = [
  { label: 'Profile', hint: 'Name, photo and language', icon: <PersonIcon /> },
  { label: 'Security', hint: 'Password and two-step sign-in', icon: <LockIcon /> },
  {
    label: 'Notifications',
    hint: 'Email and push alerts',
    icon: <NotificationsIcon />,
  },
];

// The sidebar of an account settings screen.
export default function BasicList() {
  return (
    <Box
      component="nav"
      aria-label="Account settings"
      sx={{ width: '100%', maxWidth: 340 }}
    >
      <List>
        {sections.map((section) => (
          <ListItem key={section.label} disablePadding>
            <ListItemButton>
              <ListItemIcon>{section.icon}</ListItemIcon>
              <ListItemText primary={section.label} secondary={section.hint} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Divider />
      <List>
        <ListItem disablePadding>
          <ListItemButton href="#basic-list">
            <ListItemIcon>
              <HelpCenterIcon />
            </ListItemIcon>
            <ListItemText primary="Help centre" />
          </ListItemButton>
        </ListItem>
        <ListItem disablePadding>
          <ListItemButton>
            <ListItemIcon>
              <LogoutIcon />
            </ListItemIcon>
            <ListItemText primary="Sign out" />
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );
}
