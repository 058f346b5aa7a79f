import Avatar from '@mui/joy/Avatar';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const members = [
  {
    name: 'Hiro Tanaka',
    note: 'Photo uploaded',
    src: '/static/images/avatars/hiro.svg',
  },
  { name: 'Lena Vogel', note: 'No photo yet' },
  { note: 'Guest, not signed in' },
];

export default function FallbackAvatars() {
  return (
    <Stack spacing={1.5}>
      {members.map(({ name, note, src }) => (
        <Stack
          key={note}
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'center' }}
        >
          {/* The name is written next to the avatar, so the avatar is hidden from screen readers. */}
          <Avatar src={src} alt={name} aria-hidden />
          <div>
            <Typography level="title-sm">{name ?? 'Anonymous'}</Typography>
            <Typography level="body-xs">{note}</Typography>
          </div>
        </Stack>
      ))}
    </Stack>
  );
}
