import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';

export default function BasicCheckboxes() {
  return (
    <Stack direction="row" spacing={1}>
      <Checkbox
        slotProps={{ input: { 'aria-label': 'Select row: Invoice 1042' } }}
      />
      <Checkbox
        defaultChecked
        slotProps={{ input: { 'aria-label': 'Select row: Invoice 1043' } }}
      />
      <Checkbox
        disabled
        slotProps={{ input: { 'aria-label': 'Select row: Invoice 1044' } }}
      />
      <Checkbox
        disabled
        checked
        slotProps={{ input: { 'aria-label': 'Select row: Invoice 1045' } }}
      />
    </Stack>
  );
}
