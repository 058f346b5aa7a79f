import Avatar, { type AvatarProps } from '@mui/joy/Avatar';
import { PHOTOS } from './data';
import { initials } from './profile';

interface ProfileAvatarProps {
  name: string;
  /** A PHOTOS id; anything else shows the initials. */
  photo: string;
  size?: AvatarProps['size'];
  sx?: AvatarProps['sx'];
}

/** The profile's photo, or the initials of its name. Decorative: the name is always beside it. */
export default function ProfileAvatar({
  name,
  photo,
  size = 'lg',
  sx,
}: ProfileAvatarProps) {
  const choice = PHOTOS.find((candidate) => candidate.id === photo);
  if (choice !== undefined)
    return <Avatar src={choice.src} alt="" size={size} sx={sx} />;
  return (
    <Avatar aria-hidden size={size} variant="soft" color="primary" sx={sx}>
      {initials(name)}
    </Avatar>
  );
}
