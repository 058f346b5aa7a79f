import Avatar, { type AvatarProps } from '@mui/joy/Avatar';
import type { Person } from './data';
import { initials } from './people';

interface PersonAvatarProps {
  person: Person;
  size?: AvatarProps['size'];
  sx?: AvatarProps['sx'];
}

/**
 * The person's portrait, or their initials when they have none. Decorative either way: the name is
 * always written next to it, so a screen reader would only hear it twice.
 */
export default function PersonAvatar({
  person,
  size = 'lg',
  sx,
}: PersonAvatarProps) {
  if (person.avatar !== undefined) {
    return <Avatar src={person.avatar} alt="" size={size} sx={sx} />;
  }
  return (
    <Avatar aria-hidden size={size} color="primary" variant="soft" sx={sx}>
      {initials(person.name)}
    </Avatar>
  );
}
