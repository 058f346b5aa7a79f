import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';

const people = [
  { name: 'Ada', file: 'ada' },
  { name: 'Ben', file: 'ben' },
  { name: 'Chloe', file: 'chloe' },
  { name: 'David', file: 'david' },
  { name: 'Elena', file: 'elena' },
  { name: 'Farid', file: 'farid' },
];

export default function GroupedAvatars() {
  return (
    <AvatarGroup
      max={4}
      slotProps={{
        surplus: { sx: { bgcolor: 'primary.main', color: 'primary.contrastText' } },
      }}
    >
      {people.map((person) => (
        <Avatar
          key={person.file}
          alt={person.name}
          src={`/static/images/avatars/${person.file}.svg`}
        />
      ))}
    </AvatarGroup>
  );
}
