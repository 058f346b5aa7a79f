import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

interface ActionTileProps {
  variant?: VariantProp;
  color?: ColorPaletteProp;
}

// A component of your own that takes the same variant and colour props as Joy's.
const ActionTile = styled('button', {
  shouldForwardProp: (prop) => prop !== 'variant' && prop !== 'color',
})<ActionTileProps>(({ theme, variant = 'outlined', color = 'neutral' }) => [
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: theme.spacing(0.5),
    minWidth: 180,
    padding: theme.spacing(1.5, 2),
    border: 'none',
    borderRadius: theme.vars.radius.md,
    backgroundColor: 'transparent',
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    [theme.focus.selector]: theme.focus.default,
  },
  theme.variants[variant]?.[color],
  {
    '&:hover': theme.variants[`${variant}Hover`]?.[color],
    '&:active': theme.variants[`${variant}Active`]?.[color],
    '&:disabled': theme.variants[`${variant}Disabled`]?.[color],
  },
]);

export default function GlobalVariantsCustomComponent() {
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', gap: 2 }}>
      <ActionTile variant="solid" color="primary">
        <Typography level="title-md" component="span" textColor="inherit">
          New invoice
        </Typography>
        <Typography level="body-sm" component="span" textColor="inherit">
          Bill a client
        </Typography>
      </ActionTile>
      <ActionTile variant="soft" color="success">
        <Typography level="title-md" component="span" textColor="inherit">
          Record payment
        </Typography>
        <Typography level="body-sm" component="span" textColor="inherit">
          Mark an invoice as paid
        </Typography>
      </ActionTile>
      <ActionTile disabled>
        <Typography level="title-md" component="span" textColor="inherit">
          Export ledger
        </Typography>
        <Typography level="body-sm" component="span" textColor="inherit">
          Available after month end
        </Typography>
      </ActionTile>
    </Stack>
  );
}
