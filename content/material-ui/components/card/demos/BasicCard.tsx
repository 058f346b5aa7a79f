import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export default function BasicCard() {
  return (
    <Card sx={{ maxWidth: 320 }}>
      <CardContent>
        <Typography gutterBottom sx={{ color: 'text.secondary', fontSize: 14 }}>
          Book club · Thursday, 7 pm
        </Typography>
        <Typography variant="h5" component="div">
          The Remains of the Day
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>
          Kazuo Ishiguro, 1989
        </Typography>
        <Typography variant="body2">
          An English butler looks back on thirty years of service during a six-day
          drive through the West Country. Read up to chapter four.
        </Typography>
      </CardContent>
    </Card>
  );
}
