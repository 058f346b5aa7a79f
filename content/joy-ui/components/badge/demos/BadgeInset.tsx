import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function BadgeInset() {
  return (
    <Stack direction="row" spacing={5}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Badge
          color="success"
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        >
          <Avatar
            size="lg"
            src="/static/images/avatars/david.svg"
            alt="David Cohen, online"
          />
        </Badge>
        <Typography level="body-xs">badgeInset 0 (default)</Typography>
      </Stack>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Badge
          color="success"
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          badgeInset="14%"
        >
          <Avatar
            size="lg"
            src="/static/images/avatars/david.svg"
            alt="David Cohen, online"
          />
        </Badge>
        <Typography level="body-xs">badgeInset 14%</Typography>
      </Stack>
    </Stack>
  );
}
