import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const visible = [
  { name: 'Grace', file: 'grace' },
  { name: 'Hiro', file: 'hiro' },
  { name: 'Ada', file: 'ada' },
];

export default function TotalAvatars() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <AvatarGroup
        total={18}
        slotProps={{
          surplus: {
            sx: { bgcolor: 'secondary.main', color: 'secondary.contrastText' },
          },
        }}
      >
        {visible.map((person) => (
          <Avatar
            key={person.file}
            alt={person.name}
            src={`/static/images/avatars/${person.file}.svg`}
          />
        ))}
      </AvatarGroup>
      <Typography variant="body2">18 people are going to the book club</Typography>
    </Stack>
  );
}
