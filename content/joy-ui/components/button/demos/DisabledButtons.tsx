import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Delete from '@mui/icons-material/Delete';

export default function DisabledButtons() {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button disabled>Checkout</Button>
      <Button disabled variant="soft">
        Apply coupon
      </Button>
      <Button disabled variant="outlined">
        Split payment
      </Button>
      <Button disabled variant="plain">
        Continue shopping
      </Button>
      <IconButton disabled variant="outlined" aria-label="Remove item">
        <Delete />
      </IconButton>
    </Stack>
  );
}
