import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const interests = [
  'Hiking',
  'Photography',
  'Board games',
  'Cooking',
  'Birdwatching',
  'Cycling',
  'Jazz',
  'Gardening',
  'Science fiction',
  'Pottery',
];

export default function WrappingStack() {
  return (
    // useFlexGap spaces the chips with CSS gap, so wrapped rows are spaced too.
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', maxWidth: 360 }}
    >
      {interests.map((interest) => (
        <Chip key={interest} label={interest} />
      ))}
    </Stack>
  );
}
