import BarChartIcon from '@mui/icons-material/BarChart';
import DashboardIcon from '@mui/icons-material/Dashboard';
import GroupIcon from '@mui/icons-material/Group';
import SettingsIcon from '@mui/icons-material/Settings';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';

const pages = [
  { name: 'Overview', icon: <DashboardIcon /> },
  { name: 'Reports', icon: <BarChartIcon /> },
  { name: 'Team', icon: <GroupIcon /> },
  { name: 'Settings', icon: <SettingsIcon /> },
];

export default function InvertedColorsList() {
  return (
    <Sheet
      variant="soft"
      color="primary"
      invertedColors
      sx={{ width: 240, borderRadius: 'md', p: 1 }}
    >
      <List aria-label="Analytics" sx={{ '--List-gap': '2px' }}>
        {pages.map((page) => (
          <ListItem key={page.name}>
            <ListItemButton>
              <ListItemDecorator>{page.icon}</ListItemDecorator>
              {page.name}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
