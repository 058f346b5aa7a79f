import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function BasicTextFields() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField id="basic-outlined" label="Outlined" />
      <TextField id="basic-filled" label="Filled" variant="filled" />
      <TextField id="basic-standard" label="Standard" variant="standard" />
    </Stack>
  );
}
