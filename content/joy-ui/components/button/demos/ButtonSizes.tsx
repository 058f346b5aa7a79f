import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

export default function ButtonSizes() {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Button size="sm">Add to cart</Button>
      <Button size="md">Add to cart</Button>
      <Button size="lg">Add to cart</Button>
    </Stack>
  );
}
