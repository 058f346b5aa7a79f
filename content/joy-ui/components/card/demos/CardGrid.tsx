import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Typography from '@mui/joy/Typography';

const trips = [
  {
    image: 'mountains',
    title: 'Alpine hut to hut',
    detail: '6 days · Hard',
    alt: 'Snow-capped mountains above green hills under a pale sky',
  },
  {
    image: 'lake',
    title: 'Lake sailing weekend',
    detail: '2 days · Easy',
    alt: 'Sailing boat on a calm lake at sunset, with pine trees on the shore',
  },
  {
    image: 'forest',
    title: 'Misty forest trails and a night in a fire lookout',
    detail: '3 days · Moderate',
    alt: 'Misty pine forest with a sandy path winding between the trees',
  },
  {
    image: 'island',
    title: 'Island hopping',
    detail: '8 days · Easy',
    alt: 'Small tropical island with a palm tree in a turquoise sea',
  },
];

export default function CardGrid() {
  return (
    <Box
      component="ul"
      aria-label="Trips"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
        gap: 2,
        width: '100%',
        m: 0,
        p: 0,
        listStyle: 'none',
      }}
    >
      {trips.map((trip) => (
        <Card key={trip.image} component="li" size="sm">
          <CardOverflow>
            <AspectRatio ratio="4/3">
              <img src={`/static/images/scenes/${trip.image}.svg`} alt={trip.alt} />
            </AspectRatio>
          </CardOverflow>
          <CardContent>
            <Typography level="title-sm">{trip.title}</Typography>
            <Typography level="body-xs">{trip.detail}</Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
