import ChevronRight from '@mui/icons-material/ChevronRight';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const separators = [
  { label: 'Breadcrumb with a slash', separator: '/' },
  { label: 'Breadcrumb with an angle quote', separator: '›' },
  { label: 'Breadcrumb with a chevron', separator: <ChevronRight /> },
];

export default function BreadcrumbsSeparators() {
  return (
    <Stack spacing={1}>
      {separators.map(({ label, separator }) => (
        <Breadcrumbs key={label} aria-label={label} separator={separator}>
          <Link color="neutral" href="/material-ui/getting-started">
            Material UI
          </Link>
          <Link color="neutral" href="/material-ui/customization/how-to-customize">
            Customization
          </Link>
          <Typography aria-current="page">Palette</Typography>
        </Breadcrumbs>
      ))}
    </Stack>
  );
}
