import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import Grid from '@mui/joy/Grid';
import Typography from '@mui/joy/Typography';

const trips = [
  {
    place: 'Dolomites hut to hut',
    price: '€890',
    image: 'mountains',
    alt: 'Snow-capped mountains above green hills under a pale sky',
  },
  {
    place: 'Lake Bled weekend',
    price: '€420',
    image: 'lake',
    alt: 'Sailing boat on a calm lake at sunset, with pine trees on the shore',
  },
  {
    place: 'Black Forest trails',
    price: '€510',
    image: 'forest',
    alt: 'Misty pine forest with a sandy path winding between the trees',
  },
  {
    place: 'Wadi Rum camping',
    price: '€760',
    image: 'desert',
    alt: 'Sand dunes and cacti under a warm orange sky',
  },
  {
    place: 'Algarve coast walk',
    price: '€640',
    image: 'coast',
    alt: 'Sandy beach and a cliff with a red-and-white lighthouse above the sea',
  },
  {
    place: 'Lapland cabin week',
    price: '€1,150',
    image: 'snow',
    alt: 'Snowy hills with snow-covered pines and a small cabin while snow falls',
  },
];

export default function ResponsiveGrid() {
  return (
    <Grid container spacing={2}>
      {trips.map((trip) => (
        <Grid key={trip.place} xs={12} sm={6} md={4}>
          <Card variant="outlined" size="sm">
            <AspectRatio ratio="4/3">
              <img src={`/static/images/scenes/${trip.image}.svg`} alt={trip.alt} />
            </AspectRatio>
            <Typography level="title-sm">{trip.place}</Typography>
            <Typography level="body-sm">From {trip.price}</Typography>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
