import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListSubheader from '@mui/joy/ListSubheader';
import Sheet from '@mui/joy/Sheet';

const groups = [
  {
    title: 'Workspace',
    pages: ['General', 'Members and roles', 'Billing', 'Integrations'],
  },
  {
    title: 'Your account',
    pages: ['Profile', 'Notifications', 'Password and security'],
  },
];

export default function NestedList() {
  return (
    <Sheet variant="outlined" sx={{ width: 260, borderRadius: 'sm' }}>
      <List aria-label="Settings" sx={{ '--List-padding': '8px' }}>
        {groups.map((group) => (
          <ListItem key={group.title} nested>
            <ListSubheader>{group.title}</ListSubheader>
            <List>
              {group.pages.map((page) => (
                <ListItem key={page}>
                  <ListItemButton>{page}</ListItemButton>
                </ListItem>
              ))}
            </List>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
