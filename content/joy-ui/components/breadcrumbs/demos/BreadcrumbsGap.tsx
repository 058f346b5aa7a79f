import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function BreadcrumbsGap() {
  return (
    <Breadcrumbs
      aria-label="Next.js integration breadcrumb"
      separator="→"
      sx={{ px: 0, '--Breadcrumbs-gap': '1rem' }}
      slotProps={{ separator: { sx: { color: 'text.tertiary' } } }}
    >
      <Link color="neutral" href="/">
        Home
      </Link>
      <Link color="neutral" href="/material-ui/getting-started">
        Material UI
      </Link>
      <Typography aria-current="page" sx={{ fontWeight: 'lg' }}>
        Next.js integration
      </Typography>
    </Breadcrumbs>
  );
}
