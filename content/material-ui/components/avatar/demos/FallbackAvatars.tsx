import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';

export default function FallbackAvatars() {
  return (
    <Stack direction="row" spacing={2}>
      <Avatar
        alt="Woman with an afro and gold hoop earrings in a yellow top on a purple background"
        src="/static/images/avatars/grace.svg"
      />
      <Avatar
        role="img"
        aria-label="Grace Obi"
        sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
      >
        GO
      </Avatar>
      <Avatar />
    </Stack>
  );
}
