import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function InputTypeTextFields() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField
        id="type-number"
        label="Guests"
        type="number"
        defaultValue={2}
        slotProps={{ htmlInput: { min: 1, max: 12, step: 1 } }}
      />
      <TextField
        id="type-password"
        label="New password"
        type="password"
        autoComplete="new-password"
      />
      <TextField id="type-search" label="Search orders" type="search" />
    </Stack>
  );
}
