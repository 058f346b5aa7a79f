import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';

export default function HorizontalCard() {
  return (
    <Card orientation="horizontal" sx={{ width: 420, maxWidth: '100%' }}>
      <AspectRatio ratio="1" sx={{ flex: '0 0 96px' }}>
        <img
          src="/static/images/products/headphones.svg"
          alt="Black over-ear headphones with orange cushions"
        />
      </AspectRatio>
      <CardContent>
        <Typography level="title-md">Studio 40 headphones</Typography>
        <Typography level="body-sm">Order #58213 · 1 item</Typography>
        <Chip size="sm" variant="soft" color="success" sx={{ mt: 'auto' }}>
          Delivered 12 May
        </Chip>
      </CardContent>
    </Card>
  );
}
