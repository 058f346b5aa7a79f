import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import GitHub from '@mui/icons-material/GitHub';

export default function DividerText() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <Button variant="outlined" color="neutral" startDecorator={<GitHub />}>
        Continue with GitHub
      </Button>
      <Divider>or</Divider>
      <FormControl>
        <FormLabel>Work email</FormLabel>
        <Input type="email" placeholder="you@company.com" />
      </FormControl>
      <Button>Send sign-in link</Button>
    </Stack>
  );
}
