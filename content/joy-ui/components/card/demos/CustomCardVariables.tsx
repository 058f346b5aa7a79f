import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Typography from '@mui/joy/Typography';

export default function CustomCardVariables() {
  return (
    <Card
      sx={{
        width: 300,
        maxWidth: '100%',
        '--Card-radius': '24px',
        '--Card-padding': '20px',
      }}
    >
      <CardOverflow>
        <AspectRatio ratio="16/9">
          <img
            src="/static/images/scenes/meadow.svg"
            alt="Green meadow with wildflowers under a blue sky with clouds"
          />
        </AspectRatio>
      </CardOverflow>
      <CardContent>
        <Typography level="title-md">Wildflower walk</Typography>
        <Typography level="body-sm">Saturday mornings from May to July</Typography>
      </CardContent>
    </Card>
  );
}
