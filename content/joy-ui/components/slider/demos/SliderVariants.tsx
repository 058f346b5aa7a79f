import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];

export default function SliderVariants() {
  return (
    <Box sx={{ width: 300, maxWidth: '100%' }}>
      {variants.map((variant) => (
        <Box key={variant} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Typography
            level="body-sm"
            sx={{ fontFamily: 'code', width: 64, flexShrink: 0 }}
          >
            {variant}
          </Typography>
          <Slider
            variant={variant}
            defaultValue={60}
            aria-label={`Brightness, ${variant} variant`}
          />
        </Box>
      ))}
    </Box>
  );
}
