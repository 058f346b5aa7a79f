import Bookmark from '@mui/icons-material/Bookmark';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';

export default function IconCheckboxes() {
  return (
    <Stack direction="row" spacing={2}>
      <Checkbox
        variant="plain"
        color="danger"
        uncheckedIcon={<FavoriteBorder />}
        checkedIcon={<Favorite />}
        defaultChecked
        slotProps={{ input: { 'aria-label': 'Like this recipe' } }}
        sx={{ '--Checkbox-size': '1.75rem' }}
      />
      <Checkbox
        variant="plain"
        uncheckedIcon={<BookmarkBorder />}
        checkedIcon={<Bookmark />}
        slotProps={{ input: { 'aria-label': 'Save this recipe for later' } }}
        sx={{ '--Checkbox-size': '1.75rem' }}
      />
    </Stack>
  );
}
