import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';

export default function LinkVariants() {
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', gap: 2 }}>
      <Link href="/joy-ui/getting-started">Overview</Link>
      <Link variant="plain" href="/joy-ui/getting-started/installation">
        Installation
      </Link>
      <Link variant="soft" href="/joy-ui/react-button">
        Button
      </Link>
      <Link variant="outlined" href="/joy-ui/react-list">
        List
      </Link>
      <Link variant="solid" href="/joy-ui/react-typography">
        Typography
      </Link>
    </Stack>
  );
}
