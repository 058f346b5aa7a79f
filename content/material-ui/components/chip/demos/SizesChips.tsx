import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export default function SizesChips() {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Chip label="Small" size="small" />
      <Chip label="Small" size="small" variant="outlined" />
      <Chip label="Medium" />
      <Chip label="Medium" variant="outlined" />
    </Stack>
  );
}
