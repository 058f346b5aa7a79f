import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';

export default function FullWidthButton() {
  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'sm', maxWidth: 320 }}>
      <Stack
        component="form"
        spacing={1.5}
        onSubmit={(event) => event.preventDefault()}
      >
        <FormControl>
          <FormLabel>Work email</FormLabel>
          <Input type="email" placeholder="you@company.com" />
        </FormControl>
        <Button type="submit" fullWidth>
          Send sign-in link
        </Button>
        <Button variant="plain" color="neutral" fullWidth>
          Use single sign-on
        </Button>
      </Stack>
    </Sheet>
  );
}
