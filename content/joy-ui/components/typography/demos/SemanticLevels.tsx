import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

export default function SemanticLevels() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 360 }}>
      {/* Looks like a small title, but is the section's heading in the page outline. */}
      <Typography level="title-lg" component="h3">
        Delivery address
      </Typography>
      <Typography
        level="body-sm"
        levelMapping={{ 'body-sm': 'address' }}
        sx={{ fontStyle: 'normal' }}
      >
        Maya Lindqvist
        <br />
        Storgatan 12
        <br />
        114 55 Stockholm
      </Typography>
      <Typography level="body-xs" component="p">
        Delivered Monday to Friday, 8:00–18:00.
      </Typography>
    </Card>
  );
}
