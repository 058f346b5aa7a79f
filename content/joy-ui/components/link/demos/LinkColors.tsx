import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';

export default function LinkColors() {
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Link href="/joy-ui/getting-started/installation">Installation</Link>
      <Link color="neutral" href="/versions">
        Previous versions
      </Link>
      <Link color="success" href="/material-ui/getting-started/supported-platforms">
        Supported platforms
      </Link>
      <Link color="warning" href="/material-ui/migration/deprecated-apis">
        Deprecated APIs
      </Link>
      <Link color="danger" href="/production-error">
        Production error codes
      </Link>
    </Stack>
  );
}
