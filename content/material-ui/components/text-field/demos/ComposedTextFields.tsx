import FilledInput from '@mui/material/FilledInput';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import Input from '@mui/material/Input';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';

export default function ComposedTextFields() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <FormControl>
        <InputLabel htmlFor="composed-outlined">City</InputLabel>
        <OutlinedInput
          id="composed-outlined"
          label="City"
          defaultValue="Nairobi"
          aria-describedby="composed-outlined-helper"
        />
        <FormHelperText id="composed-outlined-helper">Where you live</FormHelperText>
      </FormControl>
      <FormControl variant="filled">
        <InputLabel htmlFor="composed-filled">City</InputLabel>
        <FilledInput id="composed-filled" defaultValue="Montréal" />
      </FormControl>
      <FormControl variant="standard" error>
        <InputLabel htmlFor="composed-standard">City</InputLabel>
        <Input
          id="composed-standard"
          defaultValue=""
          aria-describedby="composed-standard-error"
        />
        <FormHelperText id="composed-standard-error">Enter a city</FormHelperText>
      </FormControl>
    </Stack>
  );
}
