import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function GlobalVariantsHierarchy() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <Card sx={{ flex: 1 }}>
        <Typography level="title-lg" component="h3">
          Spring release notes
        </Typography>
        <Typography>Ready to publish to 2,400 subscribers.</Typography>
        <CardActions>
          {/* One solid button: the action the screen exists for. */}
          <Button>Publish</Button>
          <Button variant="outlined" color="neutral">
            Schedule
          </Button>
          <Button variant="plain" color="neutral">
            Preview
          </Button>
        </CardActions>
      </Card>
      <Card variant="soft" color="danger" sx={{ flex: 1 }}>
        <Typography level="title-lg" component="h3">
          Delete this workspace?
        </Typography>
        <Typography>All projects and files are removed after 30 days.</Typography>
        <CardActions>
          <Button color="danger">Delete workspace</Button>
          <Button variant="plain" color="neutral">
            Keep it
          </Button>
        </CardActions>
      </Card>
    </Stack>
  );
}
