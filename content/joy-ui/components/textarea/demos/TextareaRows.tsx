import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';

export default function TextareaRows() {
  return (
    <Stack spacing={3} sx={{ width: 360, maxWidth: '100%' }}>
      <FormControl>
        <FormLabel>Cover letter</FormLabel>
        <Textarea
          minRows={4}
          placeholder="Tell us why you would like to join the team"
        />
        <FormHelperText>
          Starts at four rows and keeps growing as you type.
        </FormHelperText>
      </FormControl>
      <FormControl>
        <FormLabel>Meeting notes</FormLabel>
        <Textarea
          minRows={2}
          maxRows={4}
          defaultValue={
            'Budget approved for Q3.\nHire one more designer.\nMove the launch to 14 October.\nNext review in two weeks.\nSend the minutes to the board.'
          }
        />
        <FormHelperText>Grows from two to four rows, then scrolls.</FormHelperText>
      </FormControl>
    </Stack>
  );
}
