import Badge from '@mui/joy/Badge';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';

const sections = [
  { name: 'Profile', needsAction: false },
  { name: 'Billing', needsAction: true },
  { name: 'Security', needsAction: true },
  { name: 'Notifications', needsAction: false },
];

export default function DotBadge() {
  return (
    <List sx={{ maxWidth: 240 }}>
      {sections.map(({ name, needsAction }) => (
        <ListItem key={name}>
          <ListItemButton
            aria-label={needsAction ? `${name}, needs attention` : name}
          >
            <Badge size="sm" color="warning" invisible={!needsAction}>
              {name}
            </Badge>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
