import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';

const team = [
  { name: 'Maya Lindqvist', color: 'primary' },
  { name: 'Tomás Herrera', color: 'secondary' },
  { name: 'Kwame Mensah', color: 'success' },
] as const;

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

export default function LetterAvatars() {
  return (
    <Stack direction="row" spacing={2}>
      {team.map((person) => (
        <Avatar
          key={person.name}
          role="img"
          aria-label={person.name}
          sx={{
            bgcolor: `${person.color}.main`,
            color: `${person.color}.contrastText`,
          }}
        >
          {initials(person.name)}
        </Avatar>
      ))}
    </Stack>
  );
}
