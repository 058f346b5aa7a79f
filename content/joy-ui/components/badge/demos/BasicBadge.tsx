import Badge from '@mui/joy/Badge';
import IconButton from '@mui/joy/IconButton';
import MailOutlined from '@mui/icons-material/MailOutlined';

const unread = 4;

export default function BasicBadge() {
  return (
    <IconButton variant="soft" aria-label={`Inbox, ${unread} unread messages`}>
      <Badge badgeContent={unread}>
        <MailOutlined />
      </Badge>
    </IconButton>
  );
}
