import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import MailIcon from '@mui/icons-material/Mail';

export default function ShowZeroBadge() {
  return (
    <Stack direction="row" spacing={4}>
      <Badge badgeContent={0} color="primary">
        <MailIcon color="action" />
      </Badge>
      <Badge badgeContent={0} showZero color="primary">
        <MailIcon color="action" />
      </Badge>
    </Stack>
  );
}
