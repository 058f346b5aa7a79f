import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';

// One result in the search list of a holiday rental site.
export default function MediaCard() {
  return (
    <Card sx={{ maxWidth: 345 }}>
      <CardMedia
        component="img"
        image="/static/images/rentals/cabin.svg"
        alt="Log cabin with lit windows and a smoking chimney among pine trees"
        loading="lazy"
        sx={{ aspectRatio: '4 / 3' }}
      />
      <CardContent>
        <Typography variant="h6" component="div">
          Pine Hollow cabin, Jotunheimen
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          4 guests · 2 bedrooms · wood stove · sauna
        </Typography>
        <Typography variant="subtitle1" component="p">
          €140 a night
        </Typography>
      </CardContent>
    </Card>
  );
}
