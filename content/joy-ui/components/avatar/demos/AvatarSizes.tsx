import Avatar from '@mui/joy/Avatar';
import Stack from '@mui/joy/Stack';

export default function AvatarSizes() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar size="sm" src="/static/images/avatars/chloe.svg" alt="Chloe Martin" />
      <Avatar size="md" src="/static/images/avatars/chloe.svg" alt="Chloe Martin" />
      <Avatar size="lg" src="/static/images/avatars/chloe.svg" alt="Chloe Martin" />
      <Avatar
        src="/static/images/avatars/chloe.svg"
        alt="Chloe Martin"
        sx={{ '--Avatar-size': '4.5rem' }}
      />
    </Stack>
  );
}
