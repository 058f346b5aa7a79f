import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';

export default function CircularProgressThickness() {
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      {/* The prop sets the track and the progress to the same width. */}
      <CircularProgress size="lg" thickness={3} aria-label="Importing contacts" />
      <CircularProgress size="lg" thickness={12} aria-label="Importing contacts" />
      {/* The variables style the two parts separately. */}
      <CircularProgress
        size="lg"
        determinate
        value={72}
        aria-label="Importing contacts"
        sx={{
          '--CircularProgress-trackThickness': '2px',
          '--CircularProgress-progressThickness': '8px',
          '--CircularProgress-linecap': 'butt',
        }}
      />
    </Stack>
  );
}
