import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export default function FullWidthTextField() {
  return (
    <Box sx={{ width: 520, maxWidth: '100%' }}>
      <TextField fullWidth id="full-width-address" label="Street address" />
    </Box>
  );
}
