import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';

export default function ImageAvatars() {
  return (
    <Stack direction="row" spacing={2}>
      <Avatar
        alt="Woman with long dark hair and a purple top on a teal background"
        src="/static/images/avatars/ada.svg"
      />
      <Avatar
        alt="Smiling man with short brown hair and a blue shirt on an orange background"
        src="/static/images/avatars/ben.svg"
      />
      <Avatar
        alt="Woman with blonde hair in a top bun and a green top on a pink background"
        src="/static/images/avatars/chloe.svg"
      />
    </Stack>
  );
}
