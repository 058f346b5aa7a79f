import AddIcon from '@mui/icons-material/Add';
import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';

export default function FloatingActionButtonSize() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Fab size="small" color="primary" aria-label="Add a task (small)">
          <AddIcon />
        </Fab>
        <Fab size="medium" color="primary" aria-label="Add a task (medium)">
          <AddIcon />
        </Fab>
        <Fab color="primary" aria-label="Add a task (large)">
          <AddIcon />
        </Fab>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Fab variant="extended" size="small" color="primary">
          <AddIcon sx={{ mr: 1 }} />
          Small
        </Fab>
        <Fab variant="extended" size="medium" color="primary">
          <AddIcon sx={{ mr: 1 }} />
          Medium
        </Fab>
        <Fab variant="extended" color="primary">
          <AddIcon sx={{ mr: 1 }} />
          Large
        </Fab>
      </Stack>
    </Stack>
  );
}
