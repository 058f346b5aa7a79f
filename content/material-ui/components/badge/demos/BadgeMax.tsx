import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import MailIcon from '@mui/icons-material/Mail';

export default function BadgeMax() {
  return (
    <Stack direction="row" spacing={5}>
      <Badge badgeContent={42} color="primary">
        <MailIcon color="action" />
      </Badge>
      <Badge badgeContent={120} color="primary">
        <MailIcon color="action" />
      </Badge>
      <Badge badgeContent={1200} max={999} color="primary">
        <MailIcon color="action" />
      </Badge>
    </Stack>
  );
}
