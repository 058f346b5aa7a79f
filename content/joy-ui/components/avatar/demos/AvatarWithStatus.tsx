import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const people = [
  { name: 'Elena Rossi', file: 'elena', online: true },
  { name: 'Farid Haddad', file: 'farid', online: false },
];

export default function AvatarWithStatus() {
  return (
    <Stack spacing={2}>
      {people.map(({ name, file, online }) => (
        <Stack
          key={file}
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'center' }}
        >
          <Badge
            color={online ? 'success' : 'neutral'}
            variant={online ? 'solid' : 'soft'}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            badgeInset="14%"
            size="sm"
          >
            <Avatar src={`/static/images/avatars/${file}.svg`} alt="" />
          </Badge>
          <div>
            <Typography level="title-sm">{name}</Typography>
            <Typography level="body-xs">{online ? 'Online' : 'Away'}</Typography>
          </div>
        </Stack>
      ))}
    </Stack>
  );
}
