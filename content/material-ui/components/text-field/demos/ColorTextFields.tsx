import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function ColorTextFields() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField id="color-success" label="Success" color="success" focused />
      <TextField
        id="color-secondary"
        label="Secondary"
        variant="filled"
        color="secondary"
        focused
      />
      <TextField
        id="color-primary"
        label="Primary"
        variant="standard"
        color="primary"
        focused
      />
    </Stack>
  );
}
