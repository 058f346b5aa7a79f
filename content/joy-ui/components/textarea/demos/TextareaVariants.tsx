import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import type { VariantProp } from '@mui/joy/styles';

const variants: { variant: VariantProp; text: string }[] = [
  {
    variant: 'outlined',
    text: 'Outlined (the default): a thin border on the surface colour.',
  },
  { variant: 'soft', text: 'Soft: a tinted fill and no border.' },
  { variant: 'solid', text: 'Solid: a strong fill for high emphasis.' },
  { variant: 'plain', text: 'Plain: no border and no fill.' },
];

export default function TextareaVariants() {
  return (
    <Stack spacing={2} sx={{ width: 360, maxWidth: '100%' }}>
      {variants.map(({ variant, text }) => (
        <Textarea
          key={variant}
          variant={variant}
          defaultValue={text}
          aria-label={`Note, ${variant} variant`}
        />
      ))}
    </Stack>
  );
}
