import ArrowForward from '@mui/icons-material/ArrowForward';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

export default function LinkButtons() {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button
        component="a"
        href="/joy-ui/getting-started/installation"
        endDecorator={<ArrowForward />}
      >
        Install Joy UI
      </Button>
      <Button
        component="a"
        href="/joy-ui/getting-started"
        variant="outlined"
        color="neutral"
      >
        Read the overview
      </Button>
    </Stack>
  );
}
