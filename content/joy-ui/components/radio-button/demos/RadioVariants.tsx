import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['outlined', 'soft', 'solid', 'plain'];

export default function RadioVariants() {
  return (
    <Stack spacing={3}>
      {variants.map((variant) => (
        <FormControl key={variant}>
          <FormLabel>Seat preference ({variant})</FormLabel>
          <RadioGroup orientation="horizontal" defaultValue="window">
            <Radio variant={variant} value="window" label="Window" />
            <Radio variant={variant} value="aisle" label="Aisle" />
            <Radio variant={variant} value="any" label="No preference" />
          </RadioGroup>
        </FormControl>
      ))}
    </Stack>
  );
}
