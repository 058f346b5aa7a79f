import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';

export default function CheckboxSizes() {
  return (
    <Stack
      direction="row"
      spacing={3}
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Checkbox size="sm" label="Small" defaultChecked />
      <Checkbox size="md" label="Medium" defaultChecked />
      <Checkbox size="lg" label="Large" defaultChecked />
    </Stack>
  );
}
