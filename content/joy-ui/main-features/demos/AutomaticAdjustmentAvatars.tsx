import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';

const team = [
  { name: 'Ada Lindqvist', src: '/static/images/avatars/ada.svg' },
  { name: 'Ben Carter', src: '/static/images/avatars/ben.svg' },
  { name: 'Chloe Martin', src: '/static/images/avatars/chloe.svg' },
];

const sizes = ['sm', 'md', 'lg'] as const;

export default function AutomaticAdjustmentAvatars() {
  return (
    <Stack spacing={2}>
      {sizes.map((size) => (
        <Stack key={size} direction="row" spacing={3} sx={{ alignItems: 'center' }}>
          {/* The group sets each avatar's size, overlap and ring. */}
          <AvatarGroup size={size} role="group" aria-label={`Design team, ${size}`}>
            {team.map((person) => (
              <Avatar key={person.name} src={person.src} alt={person.name} />
            ))}
            <Avatar>+4</Avatar>
          </AvatarGroup>
          {/* The chip sizes the avatar in its decorator to fit its height. */}
          <Chip
            size={size}
            variant="outlined"
            startDecorator={<Avatar src={team[0]?.src} alt="" />}
          >
            Ada Lindqvist
          </Chip>
        </Stack>
      ))}
    </Stack>
  );
}
