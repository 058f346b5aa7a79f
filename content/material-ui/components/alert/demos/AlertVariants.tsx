import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export default function AlertVariants() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert variant="standard" severity="info">
        Standard: the default, a tinted background.
      </Alert>
      <Alert variant="outlined" severity="info">
        Outlined: a border in the severity colour, no fill.
      </Alert>
      <Alert variant="filled" severity="info">
        Filled: a solid background for messages that must stand out.
      </Alert>
    </Stack>
  );
}
