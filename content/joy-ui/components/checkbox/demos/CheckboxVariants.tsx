import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Typography from '@mui/joy/Typography';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];

export default function CheckboxVariants() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto auto auto',
        alignItems: 'center',
        columnGap: 4,
        rowGap: 1.5,
      }}
    >
      {variants.map((variant) => (
        <Box key={variant} sx={{ display: 'contents' }}>
          <Typography level="body-sm" sx={{ fontFamily: 'code' }}>
            {variant}
          </Typography>
          <Checkbox variant={variant} label="Packed" defaultChecked />
          <Checkbox variant={variant} label="Not packed" />
        </Box>
      ))}
    </Box>
  );
}
