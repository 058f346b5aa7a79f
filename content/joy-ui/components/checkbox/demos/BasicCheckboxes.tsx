import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';

export default function BasicCheckboxes() {
  return (
    <Stack spacing={1.5}>
      <Checkbox label="Email me when someone replies" defaultChecked />
      <Checkbox label="Send me the weekly digest" />
      <Checkbox label="Share my profile with team members" />
    </Stack>
  );
}
