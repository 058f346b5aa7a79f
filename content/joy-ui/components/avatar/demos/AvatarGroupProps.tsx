import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import Stack from '@mui/joy/Stack';

const reviewers = ['Maya Lindqvist', 'Tomás Herrera', 'Priya Natarajan'];

export default function AvatarGroupProps() {
  return (
    <Stack spacing={2}>
      <AvatarGroup
        size="sm"
        variant="solid"
        color="primary"
        role="group"
        aria-label="Reviewers"
      >
        {reviewers.map((name) => (
          <Avatar key={name} role="img" aria-label={name}>
            {name[0]}
          </Avatar>
        ))}
      </AvatarGroup>
      <AvatarGroup
        size="lg"
        sx={{ '--AvatarGroup-gap': '-1.25rem', '--Avatar-ringSize': '3px' }}
        role="group"
        aria-label="Reviewers"
      >
        {reviewers.map((name) => (
          <Avatar key={name} role="img" aria-label={name}>
            {name[0]}
          </Avatar>
        ))}
      </AvatarGroup>
    </Stack>
  );
}
