import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const stays = [
  {
    size: 'sm',
    name: 'Lakeside cabin',
    image: 'lake',
    alt: 'Sailing boat on a calm lake at sunset, with pine trees on the shore',
    price: '$120',
  },
  {
    size: 'md',
    name: 'Forest lodge',
    image: 'forest',
    alt: 'Misty pine forest with a sandy path winding between the trees',
    price: '$145',
  },
  {
    size: 'lg',
    name: 'Coastal cottage',
    image: 'coast',
    alt: 'Sandy beach and a cliff with a red-and-white lighthouse above the sea',
    price: '$180',
  },
] as const;

export default function AutomaticAdjustmentCard() {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
    >
      {stays.map((stay) => (
        // Each size has its own padding and radius; the overflow parts follow both.
        <Card key={stay.name} size={stay.size} sx={{ width: 220 }}>
          <CardOverflow>
            <AspectRatio ratio="4/3">
              <img src={`/static/images/scenes/${stay.image}.svg`} alt={stay.alt} />
            </AspectRatio>
          </CardOverflow>
          <CardContent>
            <Typography level="title-md">{stay.name}</Typography>
            <Typography level="body-sm">size=&quot;{stay.size}&quot;</Typography>
          </CardContent>
          <CardOverflow variant="soft">
            <Divider inset="context" />
            <Typography level="title-sm" sx={{ py: 1 }}>
              {stay.price} per night
            </Typography>
          </CardOverflow>
        </Card>
      ))}
    </Stack>
  );
}
