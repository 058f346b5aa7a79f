import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';

export default function CustomLinearProgress() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 400 }}>
      {/* A thin bar inset in a thicker outlined track */}
      <LinearProgress
        variant="outlined"
        determinate
        value={62}
        aria-label="Playlist downloaded"
        sx={{
          '--LinearProgress-thickness': '14px',
          '--LinearProgress-progressThickness': '6px',
        }}
      />
      {/* Square corners and a slower indeterminate sweep */}
      <LinearProgress
        color="neutral"
        aria-label="Indexing mailbox"
        sx={{
          '--LinearProgress-radius': '0px',
          '--LinearProgress-circulation':
            '4s ease-in-out 0s infinite normal none running',
        }}
      />
    </Stack>
  );
}
