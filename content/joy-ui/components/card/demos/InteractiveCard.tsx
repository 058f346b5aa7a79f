import ArrowForward from '@mui/icons-material/ArrowForward';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function InteractiveCard() {
  return (
    <Card
      variant="outlined"
      sx={{
        width: 340,
        maxWidth: '100%',
        '&:hover': {
          boxShadow: 'md',
          borderColor: 'primary.outlinedBorder',
        },
      }}
    >
      <CardContent>
        <Chip size="sm" variant="soft" color="primary">
          5 min read
        </Chip>
        <Typography level="title-lg">
          <Link
            overlay
            underline="none"
            href="/joy-ui/getting-started/installation"
            endDecorator={<ArrowForward />}
            textColor="inherit"
          >
            Install Joy UI
          </Link>
        </Typography>
        <Typography level="body-sm">
          Add the package and its peer dependencies, then wrap your app in the theme
          provider.
        </Typography>
      </CardContent>
    </Card>
  );
}
