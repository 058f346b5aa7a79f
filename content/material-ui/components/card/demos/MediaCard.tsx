import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';

export default function MediaCard() {
  return (
    <Card sx={{ maxWidth: 345 }}>
      <CardMedia
        component="img"
        image="/static/images/scenes/lake.svg"
        alt="Sailing boat on a calm lake at sunset, with pine trees on the shore"
        sx={{ aspectRatio: '16 / 9' }}
      />
      <CardContent>
        <Typography gutterBottom variant="h5" component="div">
          Lakeside cabins
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Six wooden cabins on a quiet shore, each with a stove, a rowing boat and a
          jetty of its own. Open from May to September.
        </Typography>
      </CardContent>
    </Card>
  );
}
