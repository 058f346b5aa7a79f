import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import type { VariantProp } from '@mui/joy/styles';

const languages = [
  'Deutsch',
  'English',
  'Español',
  'Français',
  'Italiano',
  'Português',
];
const variants: VariantProp[] = ['outlined', 'soft', 'solid', 'plain'];

export default function AutocompleteVariants() {
  return (
    <Stack spacing={2} sx={{ width: 280 }}>
      {variants.map((variant) => (
        <FormControl key={variant}>
          <FormLabel>Interface language ({variant})</FormLabel>
          <Autocomplete
            variant={variant}
            options={languages}
            defaultValue="English"
          />
        </FormControl>
      ))}
    </Stack>
  );
}
