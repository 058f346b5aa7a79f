import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';

export default function LinkUnderline() {
  return (
    <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
      <Link href="/joy-ui/getting-started">Underline on hover</Link>
      <Link underline="always" href="/joy-ui/getting-started/installation">
        Always underlined
      </Link>
      <Link underline="none" href="/joy-ui/react-typography">
        Never underlined
      </Link>
    </Stack>
  );
}
