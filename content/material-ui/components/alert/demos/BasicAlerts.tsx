import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export default function BasicAlerts() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert severity="success">Your changes to the invoice were saved.</Alert>
      <Alert severity="info">A new version of the app is ready to install.</Alert>
      <Alert severity="warning">Your storage is 90% full.</Alert>
      <Alert severity="error">The payment could not be processed.</Alert>
    </Stack>
  );
}
