import Avatar from '@mui/joy/Avatar';
import Stack from '@mui/joy/Stack';

const people = [
  { name: 'Maya Lindqvist', color: 'primary' },
  { name: 'Tomás Herrera', color: 'success' },
  { name: 'Priya Natarajan', color: 'warning' },
  { name: 'Jonas Becker', color: 'danger' },
] as const;

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

export default function InitialsAvatars() {
  return (
    <Stack direction="row" spacing={2}>
      {people.map(({ name, color }) => (
        <Avatar key={name} color={color} role="img" aria-label={name}>
          {initials(name)}
        </Avatar>
      ))}
    </Stack>
  );
}
