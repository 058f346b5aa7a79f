import Avatar from '@mui/joy/Avatar';
import Stack from '@mui/joy/Stack';

export default function ImageAvatars() {
  return (
    <Stack direction="row" spacing={2}>
      <Avatar src="/static/images/avatars/ada.svg" alt="Ada Okafor" />
      <Avatar src="/static/images/avatars/ben.svg" alt="Ben Carter" />
      <Avatar src="/static/images/avatars/grace.svg" alt="Grace Mensah" />
    </Stack>
  );
}
