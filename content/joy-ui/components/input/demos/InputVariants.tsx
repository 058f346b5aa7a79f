import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['outlined', 'soft', 'solid', 'plain'];

export default function InputVariants() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      {variants.map((variant) => (
        <FormControl key={variant}>
          <FormLabel>Display name ({variant})</FormLabel>
          <Input variant={variant} placeholder="Ada Lovelace" />
        </FormControl>
      ))}
    </Stack>
  );
}
