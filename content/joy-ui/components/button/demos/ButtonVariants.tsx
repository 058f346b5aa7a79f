import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

export default function ButtonVariants() {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button>Publish</Button>
      <Button variant="soft">Schedule</Button>
      <Button variant="outlined">Preview</Button>
      <Button variant="plain">Save draft</Button>
    </Stack>
  );
}
