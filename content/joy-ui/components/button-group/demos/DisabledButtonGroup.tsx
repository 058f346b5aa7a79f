import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';

export default function DisabledButtonGroup() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ButtonGroup disabled aria-label="Archived invoice actions">
        <Button>Edit</Button>
        <Button>Duplicate</Button>
        <Button>Void</Button>
      </ButtonGroup>
      <ButtonGroup disabled aria-label="Sent invoice actions">
        <Button>Edit</Button>
        <Button>Duplicate</Button>
        <Button disabled={false}>Download PDF</Button>
      </ButtonGroup>
    </Stack>
  );
}
