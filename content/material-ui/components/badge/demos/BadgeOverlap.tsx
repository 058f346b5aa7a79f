import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';

export default function BadgeOverlap() {
  return (
    <Stack direction="row" spacing={4}>
      <Badge badgeContent={5} color="secondary">
        <Avatar
          variant="rounded"
          alt="Teal backpack with a front pocket and side pockets"
          src="/static/images/products/backpack.svg"
        />
      </Badge>
      <Badge badgeContent={5} color="secondary" overlap="circular">
        <Avatar
          alt="Smiling man with short brown hair and a blue shirt on an orange background"
          src="/static/images/avatars/ben.svg"
        />
      </Badge>
    </Stack>
  );
}
