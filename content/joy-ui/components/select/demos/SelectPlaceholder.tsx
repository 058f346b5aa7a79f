import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

export default function SelectPlaceholder() {
  return (
    <FormControl sx={{ maxWidth: 320 }}>
      <FormLabel>Department</FormLabel>
      <Select
        placeholder="Choose a department"
        sx={{ '--Select-placeholderOpacity': 0.75 }}
      >
        <Option value="engineering">Engineering</Option>
        <Option value="design">Design</Option>
        <Option value="finance">Finance</Option>
        <Option value="people">People operations</Option>
      </Select>
    </FormControl>
  );
}
