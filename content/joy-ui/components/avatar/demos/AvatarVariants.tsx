import Avatar from '@mui/joy/Avatar';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];
const workspaces: { name: string; color: ColorPaletteProp }[] = [
  { name: 'Product', color: 'primary' },
  { name: 'Operations', color: 'neutral' },
  { name: 'Security', color: 'danger' },
  { name: 'Growth', color: 'success' },
  { name: 'Support', color: 'warning' },
];

export default function AvatarVariants() {
  return (
    <Stack spacing={1.5}>
      {variants.map((variant) => (
        <Stack
          key={variant}
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'center' }}
        >
          <Typography level="body-sm" sx={{ width: 72 }}>
            {variant}
          </Typography>
          {workspaces.map(({ name, color }) => (
            <Avatar
              key={name}
              variant={variant}
              color={color}
              role="img"
              aria-label={`${name} workspace`}
            >
              {name.slice(0, 2).toUpperCase()}
            </Avatar>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
