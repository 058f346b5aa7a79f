import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import type { ColorPaletteProp } from '@mui/joy/styles';

const fields: { color: ColorPaletteProp; label: string; value: string }[] = [
  { color: 'neutral', label: 'Project name', value: 'Website redesign' },
  { color: 'primary', label: 'Milestone', value: 'Beta launch' },
  { color: 'success', label: 'Verified domain', value: 'northwind.com' },
  { color: 'warning', label: 'Budget left', value: '$1,200 of $20,000' },
  { color: 'danger', label: 'Deletion reason', value: 'Duplicate of #482' },
];

export default function InputColors() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      {fields.map((field) => (
        <FormControl key={field.color}>
          <FormLabel>
            {field.label} · {field.color}
          </FormLabel>
          <Input variant="soft" color={field.color} defaultValue={field.value} />
        </FormControl>
      ))}
    </Stack>
  );
}
