import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';

export default function IconButtonSizes() {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <IconButton aria-label="Save to wishlist" variant="outlined" size="sm">
        <FavoriteBorder />
      </IconButton>
      <IconButton aria-label="Save to wishlist" variant="outlined" size="md">
        <FavoriteBorder />
      </IconButton>
      <IconButton aria-label="Save to wishlist" variant="outlined" size="lg">
        <FavoriteBorder />
      </IconButton>
      <IconButton
        aria-label="Save to wishlist"
        variant="outlined"
        sx={{ '--IconButton-size': '3.5rem', borderRadius: '50%' }}
      >
        <FavoriteBorder />
      </IconButton>
    </Stack>
  );
}
