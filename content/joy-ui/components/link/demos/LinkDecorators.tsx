import ArrowForward from '@mui/icons-material/ArrowForward';
import MenuBook from '@mui/icons-material/MenuBook';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';

export default function LinkDecorators() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Link href="/joy-ui/getting-started" startDecorator={<MenuBook />}>
        Read the documentation
      </Link>
      <Link
        href="/joy-ui/getting-started/installation"
        endDecorator={<ArrowForward />}
      >
        Get started
      </Link>
      <Link
        href="/joy-ui/react-toggle-button-group"
        endDecorator={
          <Chip component="span" size="sm" variant="soft" color="success">
            New
          </Chip>
        }
      >
        Toggle Button Group
      </Link>
    </Stack>
  );
}
