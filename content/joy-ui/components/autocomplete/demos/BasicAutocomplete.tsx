import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

const departments = [
  'Customer success',
  'Design',
  'Engineering',
  'Finance',
  'Legal',
  'Marketing',
  'People operations',
  'Sales',
];

export default function BasicAutocomplete() {
  return (
    <FormControl sx={{ width: 300 }}>
      <FormLabel>Department</FormLabel>
      <Autocomplete options={departments} placeholder="Choose a department" />
    </FormControl>
  );
}
