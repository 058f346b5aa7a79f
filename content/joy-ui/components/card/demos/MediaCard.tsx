import LocationOn from '@mui/icons-material/LocationOn';
import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

export default function MediaCard() {
  return (
    <Card sx={{ width: 320, maxWidth: '100%' }}>
      <CardOverflow>
        <AspectRatio ratio="4/3">
          <img
            src="/static/images/scenes/coast.svg"
            alt="Sandy beach and a cliff with a red-and-white lighthouse above the sea"
          />
        </AspectRatio>
      </CardOverflow>
      <CardContent>
        <Typography level="title-md">Lighthouse Keeper’s Cottage</Typography>
        <Typography level="body-sm" startDecorator={<LocationOn />}>
          Cap Fréhel, Brittany
        </Typography>
      </CardContent>
      <CardOverflow variant="soft">
        <Divider inset="context" />
        <CardContent orientation="horizontal">
          <Typography level="body-xs">4 guests</Typography>
          <Divider orientation="vertical" />
          <Typography level="body-xs">2 bedrooms</Typography>
          <Divider orientation="vertical" />
          <Typography level="body-xs">€140 / night</Typography>
        </CardContent>
      </CardOverflow>
    </Card>
  );
}
