import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function TutorialFields() {
  return (
    <Sheet
      variant="outlined"
      sx={{ maxWidth: 400, p: 3, borderRadius: 'md', boxShadow: 'md' }}
    >
      <Stack spacing={2}>
        <div>
          <Typography level="h4" component="h3">
            Sign in
          </Typography>
          <Typography level="body-sm">Welcome back to Northwind Books.</Typography>
        </div>
        <FormControl>
          <FormLabel>Email</FormLabel>
          <Input name="email" type="email" autoComplete="username" />
        </FormControl>
        <FormControl>
          <FormLabel>Password</FormLabel>
          <Input name="password" type="password" autoComplete="current-password" />
        </FormControl>
      </Stack>
    </Sheet>
  );
}
