import EditIcon from '@mui/icons-material/Edit';
import NavigationIcon from '@mui/icons-material/Navigation';
import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';

export default function FloatingActionButtonExtended() {
  return (
    <Stack direction="row" spacing={2}>
      <Fab variant="extended" color="primary">
        <EditIcon sx={{ mr: 1 }} />
        Compose
      </Fab>
      <Fab variant="extended">
        <NavigationIcon sx={{ mr: 1 }} />
        Directions
      </Fab>
    </Stack>
  );
}
