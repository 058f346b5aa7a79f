import Box from '@mui/joy/Box';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];

export default function SwitchVariants() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto auto auto',
        alignItems: 'center',
        justifyItems: 'start',
        columnGap: 4,
        rowGap: 2,
      }}
    >
      {variants.map((variant) => (
        <Box key={variant} sx={{ display: 'contents' }}>
          <Typography level="body-sm" sx={{ fontFamily: 'code' }}>
            {variant}
          </Typography>
          <Switch
            variant={variant}
            defaultChecked
            slotProps={{ input: { 'aria-label': `Auto-save, ${variant} variant` } }}
          />
          <Switch
            variant={variant}
            slotProps={{
              input: { 'aria-label': `Spell check, ${variant} variant` },
            }}
          />
        </Box>
      ))}
    </Box>
  );
}
