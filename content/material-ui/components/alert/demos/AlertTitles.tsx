import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';

export default function AlertTitles() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert severity="success">
        <AlertTitle>Order placed</AlertTitle>
        We will email you when &quot;The Left Hand of Darkness&quot; ships.
      </Alert>
      <Alert severity="error">
        <AlertTitle>Upload failed</AlertTitle>
        The file report-2024.pdf is larger than the 20 MB limit.
      </Alert>
    </Stack>
  );
}
