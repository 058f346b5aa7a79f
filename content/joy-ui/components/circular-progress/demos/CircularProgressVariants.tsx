import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['soft', 'solid', 'outlined', 'plain'];

export default function CircularProgressVariants() {
  return (
    <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }} useFlexGap>
      {variants.map((variant) => (
        <Stack key={variant} spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress
            variant={variant}
            determinate
            value={64}
            aria-label={`Profile completion (${variant})`}
          />
          <Typography level="body-sm">{variant}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
