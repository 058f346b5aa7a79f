import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function DisabledInput() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <FormControl disabled>
        <FormLabel>Single sign-on domain</FormLabel>
        <Input defaultValue="northwind.com" />
        <FormHelperText sx={{ color: 'text.tertiary' }}>
          Available on the Enterprise plan.
        </FormHelperText>
      </FormControl>
      <FormControl>
        <FormLabel>Account ID</FormLabel>
        <Input readOnly defaultValue="acct_7Q4N2K" variant="soft" />
        <FormHelperText>Quote this ID when you contact support.</FormHelperText>
      </FormControl>
    </Stack>
  );
}
