import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];
const statuses: { label: string; color: ColorPaletteProp }[] = [
  { label: 'Shipped', color: 'primary' },
  { label: 'Draft', color: 'neutral' },
  { label: 'Refunded', color: 'danger' },
  { label: 'Paid', color: 'success' },
  { label: 'Pending', color: 'warning' },
];

export default function ChipVariants() {
  return (
    <Stack spacing={1.5}>
      {variants.map((variant) => (
        <Stack
          key={variant}
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography level="body-sm" sx={{ width: 72 }}>
            {variant}
          </Typography>
          {statuses.map(({ label, color }) => (
            <Chip key={label} variant={variant} color={color}>
              {label}
            </Chip>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
