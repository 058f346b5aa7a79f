import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function OverlayLink() {
  return (
    <Sheet
      variant="outlined"
      sx={{
        maxWidth: 360,
        p: 2,
        borderRadius: 'md',
        '&:hover': { boxShadow: 'md', borderColor: 'primary.outlinedBorder' },
      }}
    >
      <Chip size="sm" variant="soft" color="primary" sx={{ mb: 1 }}>
        Guide · 5 min
      </Chip>
      <Typography level="title-lg" component="h3">
        <Link overlay underline="none" href="/joy-ui/getting-started/installation">
          Install Joy UI
        </Link>
      </Typography>
      <Typography level="body-sm">
        Add the package and its peer dependencies, then render your first component.
      </Typography>
    </Sheet>
  );
}
