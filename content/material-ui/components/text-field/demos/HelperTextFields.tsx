import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function HelperTextFields() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField
        id="helper-text-postcode"
        label="Postcode"
        helperText="As printed on your bank statement"
      />
      <TextField
        id="helper-text-username"
        label="Username"
        defaultValue="grace.h"
        variant="filled"
        helperText="Letters, numbers and dots only"
      />
    </Stack>
  );
}
