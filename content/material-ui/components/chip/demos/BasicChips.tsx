import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export default function BasicChips() {
  return (
    <Stack direction="row" spacing={1}>
      <Chip label="Vegetarian" />
      <Chip label="Gluten free" variant="outlined" />
    </Stack>
  );
}
