import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import type { ColorPaletteProp } from '@mui/joy/styles';

const priorities: { value: string; label: string; color: ColorPaletteProp }[] = [
  { value: 'none', label: 'No priority', color: 'neutral' },
  { value: 'low', label: 'Low', color: 'success' },
  { value: 'normal', label: 'Normal', color: 'primary' },
  { value: 'high', label: 'High', color: 'warning' },
  { value: 'urgent', label: 'Urgent', color: 'danger' },
];

export default function RadioColors() {
  return (
    <FormControl>
      <FormLabel>Ticket priority</FormLabel>
      <RadioGroup defaultValue="high" name="ticket-priority">
        {priorities.map((priority) => (
          <Radio
            key={priority.value}
            value={priority.value}
            label={priority.label}
            color={priority.color}
            variant="soft"
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
