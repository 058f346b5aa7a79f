import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function TextFieldSizes() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField id="size-small" label="Small" size="small" defaultValue="Oslo" />
        <TextField id="size-medium" label="Medium" defaultValue="Oslo" />
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField
          id="size-small-filled"
          label="Small"
          size="small"
          variant="filled"
          defaultValue="Lisbon"
        />
        <TextField
          id="size-medium-filled"
          label="Medium"
          variant="filled"
          defaultValue="Lisbon"
        />
      </Stack>
    </Stack>
  );
}
