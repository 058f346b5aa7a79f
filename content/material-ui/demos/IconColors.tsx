import Stack from '@mui/material/Stack';
import FavoriteIcon from '@mui/icons-material/Favorite';

export default function IconColors() {
  return (
    <Stack direction="row" spacing={2}>
      <FavoriteIcon />
      <FavoriteIcon color="primary" />
      <FavoriteIcon color="secondary" />
      <FavoriteIcon color="success" />
      <FavoriteIcon color="error" />
      <FavoriteIcon color="action" />
      <FavoriteIcon color="disabled" />
      <FavoriteIcon sx={{ color: 'warning.dark' }} />
    </Stack>
  );
}
