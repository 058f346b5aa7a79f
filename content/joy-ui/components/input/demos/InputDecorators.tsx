import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import MailIcon from '@mui/icons-material/Mail';

export default function InputDecorators() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 400 }}>
      <FormControl>
        <FormLabel>Monthly price</FormLabel>
        <Input
          type="number"
          defaultValue={49}
          startDecorator="$"
          endDecorator="USD per seat"
        />
      </FormControl>
      <FormControl>
        <FormLabel>Store address</FormLabel>
        <Input
          startDecorator="https://"
          endDecorator=".shopfront.app"
          placeholder="greenleaf"
        />
      </FormControl>
      <FormControl>
        <FormLabel>Newsletter</FormLabel>
        <Input
          type="email"
          placeholder="you@example.com"
          startDecorator={<MailIcon />}
          endDecorator={<Button>Subscribe</Button>}
        />
      </FormControl>
    </Stack>
  );
}
