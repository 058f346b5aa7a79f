import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

export default function InputWithFormControl() {
  return (
    <FormControl sx={{ maxWidth: 360 }}>
      <FormLabel>Billing email</FormLabel>
      <Input type="email" name="billingEmail" placeholder="accounts@northwind.com" />
      <FormHelperText>Invoices and payment receipts are sent here.</FormHelperText>
    </FormControl>
  );
}
