import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';

export default function InvertedColorsButtons() {
  return (
    <Card variant="solid" color="primary" invertedColors sx={{ maxWidth: 360 }}>
      <CardContent>
        <Typography level="title-lg">Your trial ends in 3 days</Typography>
        <Typography level="body-sm" textColor="inherit">
          Upgrade to keep your dashboards, alerts and the 12 reports you shared.
        </Typography>
      </CardContent>
      <CardActions>
        <Button>Upgrade plan</Button>
        <Button variant="plain">Remind me later</Button>
      </CardActions>
    </Card>
  );
}
