import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export default function ColorAlerts() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert severity="success" color="info">
        Saved. Others see your edits after they reload the page.
      </Alert>
      <Alert severity="info" color="warning" variant="outlined">
        This draft is shared with 4 people.
      </Alert>
    </Stack>
  );
}
