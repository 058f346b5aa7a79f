import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';

export default function AlertVariants() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 520 }}>
      <Alert variant="solid" color="primary">
        Your workspace moves to the new billing plan on 1 July.
      </Alert>
      <Alert variant="soft" color="primary">
        Two teammates haven&apos;t accepted their invitations yet.
      </Alert>
      <Alert variant="outlined" color="primary">
        Exports include the last 90 days of activity.
      </Alert>
      <Alert variant="plain" color="primary">
        Reports refresh every hour.
      </Alert>
    </Stack>
  );
}
