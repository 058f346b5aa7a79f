import ShoppingCart from '@mui/icons-material/ShoppingCart';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

export default function CustomButtonVariables() {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Button startDecorator={<ShoppingCart />}>Add to cart</Button>
      <Button
        startDecorator={<ShoppingCart />}
        sx={{
          '--Button-radius': '999px',
          '--Button-gap': '1rem',
          '--Button-minHeight': '3rem',
          px: 3,
        }}
      >
        Add to cart
      </Button>
    </Stack>
  );
}
