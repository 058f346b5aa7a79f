import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function ColorTextFields() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField id="color-secondary" label="Secondary" color="secondary" focused />
      <TextField
        id="color-success"
        label="Success"
        variant="filled"
        color="success"
        focused
      />
      <TextField
        id="color-warning"
        label="Warning"
        variant="standard"
        color="warning"
        focused
      />
    </Stack>
  );
}
