import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['soft', 'solid', 'outlined', 'plain'];

export default function LinearProgressVariants() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 400 }}>
      {variants.map((variant) => (
        <Stack
          key={variant}
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center' }}
        >
          <Typography level="body-sm" sx={{ width: 64 }}>
            {variant}
          </Typography>
          <LinearProgress
            variant={variant}
            thickness={8}
            determinate
            value={55}
            aria-label={`Video watched (${variant})`}
          />
        </Stack>
      ))}
    </Stack>
  );
}
