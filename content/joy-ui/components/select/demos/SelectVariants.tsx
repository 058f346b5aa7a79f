import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['outlined', 'soft', 'solid', 'plain'];

export default function SelectVariants() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      {variants.map((variant) => (
        <FormControl key={variant}>
          <FormLabel>Status ({variant})</FormLabel>
          <Select variant={variant} defaultValue="review">
            <Option value="draft">Draft</Option>
            <Option value="review">In review</Option>
            <Option value="published">Published</Option>
          </Select>
        </FormControl>
      ))}
    </Stack>
  );
}
