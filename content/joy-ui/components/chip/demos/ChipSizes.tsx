import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';

export default function ChipSizes() {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Chip size="sm">Vegetarian</Chip>
      <Chip size="md">Vegetarian</Chip>
      <Chip size="lg">Vegetarian</Chip>
    </Stack>
  );
}
