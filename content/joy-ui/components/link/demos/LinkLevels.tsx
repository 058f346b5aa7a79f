import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';

export default function LinkLevels() {
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Link level="h4" href="/joy-ui/getting-started">
        Joy UI overview
      </Link>
      <Link level="title-lg" href="/joy-ui/getting-started/installation">
        Install Joy UI
      </Link>
      <Link level="title-md" href="/joy-ui/react-button">
        Button guide
      </Link>
      <Link href="/joy-ui/react-list">List guide</Link>
      <Link level="body-sm" href="/joy-ui/api/link">
        Link API reference
      </Link>
      <Link level="body-xs" href="/versions">
        All versions
      </Link>
    </Stack>
  );
}
