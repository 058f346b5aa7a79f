import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';

export default function DisabledTextarea() {
  return (
    <Stack spacing={2} sx={{ width: 360, maxWidth: '100%' }}>
      <FormControl disabled>
        <FormLabel>Internal comment</FormLabel>
        <Textarea placeholder="Comments are closed for this ticket" />
      </FormControl>
      <FormControl>
        <FormLabel>Original request</FormLabel>
        <Textarea
          readOnly
          variant="soft"
          defaultValue="Please move my appointment from Tuesday to Friday morning."
        />
      </FormControl>
    </Stack>
  );
}
