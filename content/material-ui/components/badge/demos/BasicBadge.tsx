import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ChatIcon from '@mui/icons-material/Chat';
import EventIcon from '@mui/icons-material/Event';
import MailIcon from '@mui/icons-material/Mail';

// The header of a webmail app. Screen readers skip the badge, so each button's
// label carries the count, worded for none, one and many.
function label(name: string, count: number, one: string, many: string) {
  if (count === 0) {
    return name;
  }
  return `${name}, ${count} ${count === 1 ? one : many}`;
}

const apps = [
  {
    name: 'Inbox',
    count: 4,
    one: 'unread message',
    many: 'unread messages',
    icon: <MailIcon />,
  },
  {
    name: 'Chat',
    count: 1,
    one: 'unread chat',
    many: 'unread chats',
    icon: <ChatIcon />,
  },
  {
    name: 'Calendar',
    count: 0,
    one: 'new invitation',
    many: 'new invitations',
    icon: <EventIcon />,
  },
];

export default function BasicBadge() {
  return (
    <Stack direction="row" spacing={1}>
      {apps.map((app) => (
        <IconButton
          key={app.name}
          aria-label={label(app.name, app.count, app.one, app.many)}
        >
          <Badge badgeContent={app.count} color="primary">
            {app.icon}
          </Badge>
        </IconButton>
      ))}
    </Stack>
  );
}
