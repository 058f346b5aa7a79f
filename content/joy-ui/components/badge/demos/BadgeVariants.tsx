import Badge from '@mui/joy/Badge';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];
const results: { label: string; color: ColorPaletteProp; count: number }[] = [
  { label: 'Queued', color: 'primary', count: 4 },
  { label: 'Skipped', color: 'neutral', count: 9 },
  { label: 'Failed', color: 'danger', count: 2 },
  { label: 'Passed', color: 'success', count: 86 },
  { label: 'Flaky', color: 'warning', count: 3 },
];

export default function BadgeVariants() {
  return (
    <Stack spacing={2.5}>
      {variants.map((variant) => (
        <Stack
          key={variant}
          direction="row"
          spacing={4}
          sx={{ alignItems: 'center' }}
        >
          <Typography level="body-sm" sx={{ width: 64 }}>
            {variant}
          </Typography>
          {results.map(({ label, color, count }) => (
            <Badge key={label} variant={variant} color={color} badgeContent={count}>
              <Typography level="title-sm">{label}</Typography>
            </Badge>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
