import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import AspectRatio from '@mui/joy/AspectRatio';
import Avatar from '@mui/joy/Avatar';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function ProductCard() {
  return (
    <Card sx={{ width: 280, maxWidth: '100%' }}>
      <CardOverflow>
        <AspectRatio ratio="1">
          <img
            src="/static/images/products/backpack.svg"
            alt="Teal backpack with a front pocket and side pockets"
          />
        </AspectRatio>
      </CardOverflow>
      <CardContent>
        <Chip size="sm" variant="soft" color="warning">
          Bestseller
        </Chip>
        <Typography level="title-md">Trailhead 22 L backpack</Typography>
        <Typography level="title-lg">€89.00</Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
          <Avatar
            size="sm"
            src="/static/images/avatars/chloe.svg"
            alt="Chloe Martin"
          />
          <Typography level="body-sm">Sold by Chloe Martin</Typography>
        </Stack>
      </CardContent>
      <CardOverflow>
        <Button size="lg" startDecorator={<AddShoppingCart />}>
          Add to cart
        </Button>
      </CardOverflow>
    </Card>
  );
}
