import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';

const statuses = ['Backlog', 'In progress', 'In review', 'Done', 'Cancelled'];
const sizes = ['sm', 'md', 'lg'] as const;

export default function AutocompleteSizes() {
  return (
    <Stack spacing={2} sx={{ width: 280 }}>
      {sizes.map((size) => (
        // FormControl passes its size to the label and the field.
        <FormControl key={size} size={size}>
          <FormLabel>Status ({size})</FormLabel>
          <Autocomplete options={statuses} defaultValue="In review" />
        </FormControl>
      ))}
    </Stack>
  );
}
