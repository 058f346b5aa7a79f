import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function BadgeAvatars() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Badge
          overlap="circular"
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          variant="dot"
          color="success"
        >
          <Avatar alt="Chloe" src="/static/images/avatars/chloe.svg" />
        </Badge>
        <Typography>Chloe · online</Typography>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Badge
          overlap="circular"
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          slotProps={{ badge: { sx: { p: 0 } } }}
          badgeContent={
            <Avatar
              alt="Ben"
              src="/static/images/avatars/ben.svg"
              sx={{
                width: 22,
                height: 22,
                border: 2,
                borderColor: 'background.paper',
              }}
            />
          }
        >
          <Avatar alt="David" src="/static/images/avatars/david.svg" />
        </Badge>
        <Typography>David, with Ben as reviewer</Typography>
      </Stack>
    </Stack>
  );
}
