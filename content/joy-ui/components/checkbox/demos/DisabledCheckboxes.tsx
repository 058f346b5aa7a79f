import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';

export default function DisabledCheckboxes() {
  return (
    <Stack spacing={1.5}>
      <Checkbox label="Require two-factor sign-in" defaultChecked disabled />
      <Checkbox label="Allow sign-in with a recovery email" disabled />
    </Stack>
  );
}
