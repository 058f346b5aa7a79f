import CloudDone from '@mui/icons-material/CloudDone';
import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';

export default function AlertSizes() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 520 }}>
      <Alert size="sm" color="success" startDecorator={<CloudDone />}>
        Backup finished: 1,204 photos
      </Alert>
      <Alert size="md" color="success" startDecorator={<CloudDone />}>
        Backup finished: 1,204 photos
      </Alert>
      <Alert size="lg" color="success" startDecorator={<CloudDone />}>
        Backup finished: 1,204 photos
      </Alert>
    </Stack>
  );
}
