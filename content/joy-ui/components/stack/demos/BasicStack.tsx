import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function BasicStack() {
  return (
    <Stack
      component="form"
      aria-label="Newsletter sign-up"
      spacing={2}
      sx={{ maxWidth: 320 }}
      onSubmit={(event) => event.preventDefault()}
    >
      <FormControl>
        <FormLabel>Name</FormLabel>
        <Input autoComplete="name" />
      </FormControl>
      <FormControl>
        <FormLabel>Email</FormLabel>
        <Input type="email" autoComplete="email" />
      </FormControl>
      <Checkbox label="Also send me event invitations" />
      <Button type="submit">Subscribe</Button>
    </Stack>
  );
}
