import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';

export default function VariantAvatars() {
  return (
    <Stack direction="row" spacing={2}>
      <Avatar
        variant="circular"
        alt="Smiling man with a black beard and an orange top on a green background"
        src="/static/images/avatars/david.svg"
      />
      <Avatar
        variant="rounded"
        alt="Woman with curly red hair and a gold necklace on a blue background"
        src="/static/images/avatars/elena.svg"
      />
      <Avatar
        variant="square"
        alt="Man with straight black hair and round glasses in a red sweater on a grey background"
        src="/static/images/avatars/hiro.svg"
      />
    </Stack>
  );
}
