import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function LinkInText() {
  return (
    <Typography level="body-md" sx={{ maxWidth: 480 }}>
      Joy UI ships its own theme, so it does not need Material UI to be installed.
      Follow the{' '}
      <Link underline="always" href="/joy-ui/getting-started/installation">
        installation guide
      </Link>{' '}
      to add the package and its peer dependencies, then read about{' '}
      <Link underline="always" href="/joy-ui/react-typography">
        typography levels
      </Link>{' '}
      to style your first page.
    </Typography>
  );
}
