import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';

export default function DisabledLink() {
  return (
    <Stack
      component="nav"
      aria-label="Guide pages"
      direction="row"
      sx={{ justifyContent: 'space-between', maxWidth: 420 }}
    >
      {/* The first page has no previous page: no href, so it can't be focused or followed. */}
      <Link disabled role="link" aria-disabled="true" startDecorator={<ArrowBack />}>
        Previous
      </Link>
      <Link
        href="/joy-ui/getting-started/installation"
        endDecorator={<ArrowForward />}
      >
        Next: Installation
      </Link>
    </Stack>
  );
}
