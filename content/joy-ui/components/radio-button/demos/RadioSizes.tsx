import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';

const sizes = ['sm', 'md', 'lg'] as const;

export default function RadioSizes() {
  return (
    <Stack spacing={3}>
      {sizes.map((size) => (
        <FormControl key={size} size={size}>
          <FormLabel>Remind me ({size})</FormLabel>
          <RadioGroup orientation="horizontal" defaultValue="1h">
            <Radio value="15m" label="15 minutes before" />
            <Radio value="1h" label="1 hour before" />
            <Radio value="1d" label="1 day before" />
          </RadioGroup>
        </FormControl>
      ))}
    </Stack>
  );
}
