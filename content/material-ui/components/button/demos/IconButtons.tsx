import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';

export default function IconButtons() {
  return (
    <Stack direction="row" spacing={1}>
      <IconButton aria-label="Delete item">
        <DeleteIcon />
      </IconButton>
      <IconButton aria-label="Delete item" color="error" size="small">
        <DeleteIcon fontSize="inherit" />
      </IconButton>
      <IconButton aria-label="Delete item" disabled>
        <DeleteIcon />
      </IconButton>
    </Stack>
  );
}
