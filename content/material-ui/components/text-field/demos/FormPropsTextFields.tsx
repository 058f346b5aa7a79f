import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function FormPropsTextFields() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField required id="form-props-required" label="Full name" />
      <TextField
        disabled
        id="form-props-disabled"
        label="Company"
        defaultValue="Northwind Traders"
      />
      <TextField
        id="form-props-read-only"
        label="Member number"
        defaultValue="NW-20417"
        slotProps={{ input: { readOnly: true } }}
      />
    </Stack>
  );
}
