import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import FavoriteIcon from '@mui/icons-material/Favorite';
import NavigationIcon from '@mui/icons-material/Navigation';
import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';

export default function FloatingActionButtons() {
  return (
    <Stack direction="row" spacing={2}>
      <Fab color="primary" aria-label="New event">
        <AddIcon />
      </Fab>
      <Fab color="secondary" aria-label="Edit profile">
        <EditIcon />
      </Fab>
      <Fab aria-label="Start navigation">
        <NavigationIcon />
      </Fab>
      <Fab disabled aria-label="Add to favourites">
        <FavoriteIcon />
      </Fab>
    </Stack>
  );
}
