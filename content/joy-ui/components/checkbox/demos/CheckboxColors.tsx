import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';

export default function CheckboxColors() {
  return (
    <Stack spacing={1.5}>
      <Checkbox color="primary" label="Review pull request" defaultChecked />
      <Checkbox color="neutral" label="Update the changelog" defaultChecked />
      <Checkbox color="danger" label="Revoke the leaked API key" defaultChecked />
      <Checkbox color="success" label="Deploy to staging" defaultChecked />
      <Checkbox
        color="warning"
        label="Rotate the database password"
        defaultChecked
      />
    </Stack>
  );
}
