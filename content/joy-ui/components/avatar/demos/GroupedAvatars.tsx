import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';

const members = [
  { name: 'Ada Okafor', file: 'ada' },
  { name: 'Ben Carter', file: 'ben' },
  { name: 'Chloe Martin', file: 'chloe' },
  { name: 'David Cohen', file: 'david' },
  { name: 'Elena Rossi', file: 'elena' },
  { name: 'Farid Haddad', file: 'farid' },
  { name: 'Grace Mensah', file: 'grace' },
];

const max = 4;

export default function GroupedAvatars() {
  const shown = members.slice(0, max);
  const surplus = members.length - shown.length;
  return (
    <AvatarGroup role="group" aria-label="Project members">
      {shown.map(({ name, file }) => (
        <Avatar key={file} src={`/static/images/avatars/${file}.svg`} alt={name} />
      ))}
      {surplus > 0 && (
        <Avatar role="img" aria-label={`${surplus} more members`}>
          +{surplus}
        </Avatar>
      )}
    </AvatarGroup>
  );
}
