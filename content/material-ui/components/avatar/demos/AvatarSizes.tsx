import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';

const sizes = [24, 40, 56];

export default function AvatarSizes() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      {sizes.map((size) => (
        <Avatar
          key={size}
          alt="Man with glasses and a black beard in a teal sweater on a yellow background"
          src="/static/images/avatars/farid.svg"
          sx={{ width: size, height: size }}
        />
      ))}
    </Stack>
  );
}
