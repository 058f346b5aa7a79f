import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const sizes = ['sm', 'md', 'lg'] as const;

export default function BreadcrumbsSizes() {
  return (
    <Stack spacing={1}>
      {sizes.map((size) => (
        <Breadcrumbs key={size} size={size} aria-label={`Breadcrumb, size ${size}`}>
          <Link color="neutral" href="/">
            Home
          </Link>
          <Link color="neutral" href="/system/getting-started">
            MUI System
          </Link>
          <Typography aria-current="page">Spacing</Typography>
        </Breadcrumbs>
      ))}
    </Stack>
  );
}
