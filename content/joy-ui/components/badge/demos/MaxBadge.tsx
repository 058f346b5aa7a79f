import Badge from '@mui/joy/Badge';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';

export default function MaxBadge() {
  return (
    <Stack direction="row" spacing={3}>
      <IconButton aria-label="Notifications, 8 new">
        <Badge badgeContent={8}>
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      <IconButton aria-label="Chat, 142 unread messages">
        <Badge badgeContent={142}>
          <ChatOutlined />
        </Badge>
      </IconButton>
      <IconButton aria-label="Mail, 1250 unread emails">
        <Badge badgeContent={1250} max={999}>
          <MailOutlined />
        </Badge>
      </IconButton>
    </Stack>
  );
}
