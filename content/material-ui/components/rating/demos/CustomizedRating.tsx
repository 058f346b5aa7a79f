import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Rating from '@mui/material/Rating';

export default function CustomizedRating() {
  return (
    <Rating
      name="customized-hearts"
      defaultValue={6}
      max={10}
      getLabelText={(value) => `${value} heart${value !== 1 ? 's' : ''}`}
      icon={<FavoriteIcon fontSize="inherit" />}
      emptyIcon={<FavoriteBorderIcon fontSize="inherit" />}
      sx={{
        '& .MuiRating-iconFilled': { color: 'error.main' },
        '& .MuiRating-iconHover': { color: 'error.dark' },
      }}
    />
  );
}
