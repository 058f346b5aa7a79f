import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

export default function SelectWithFormControl() {
  return (
    <FormControl sx={{ maxWidth: 320 }}>
      <FormLabel>Country of residence</FormLabel>
      <Select name="country" defaultValue="PT">
        <Option value="CA">Canada</Option>
        <Option value="DE">Germany</Option>
        <Option value="JP">Japan</Option>
        <Option value="PT">Portugal</Option>
        <Option value="US">United States</Option>
      </Select>
      <FormHelperText>Sets the tax rate on your invoices.</FormHelperText>
    </FormControl>
  );
}
