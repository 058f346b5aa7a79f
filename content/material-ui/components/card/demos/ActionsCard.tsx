import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export default function ActionsCard() {
  return (
    <Card sx={{ maxWidth: 360 }}>
      <CardContent>
        <Typography gutterBottom variant="h6" component="div">
          Back up your photos
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Your phone has 2,340 photos that are not backed up. Turn on backup to keep
          a copy in your account if the phone is lost.
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small">Not now</Button>
        <Button size="small" variant="contained">
          Turn on backup
        </Button>
      </CardActions>
    </Card>
  );
}
