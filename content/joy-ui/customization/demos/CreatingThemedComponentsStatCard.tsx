import Stack from '@mui/joy/Stack';
import { styled } from '@mui/joy/styles';
import type { ColorPaletteProp, SxProps, VariantProp } from '@mui/joy/styles/types';

type StatCardSize = 'sm' | 'md' | 'lg';
type OwnerState = {
  variant: VariantProp;
  color: ColorPaletteProp;
  size: StatCardSize;
};

const sizes = {
  sm: { padding: '0.75rem', gap: '0.125rem', level: 'title-lg' },
  md: { padding: '1rem', gap: '0.25rem', level: 'h3' },
  lg: { padding: '1.5rem', gap: '0.5rem', level: 'h2' },
} as const;

const StatCardRoot = styled('div')<{ ownerState: OwnerState }>(
  ({ theme, ownerState }) => ({
    // The card's own variables: each size sets them, and sx or a parent can change them.
    '--StatCard-padding': sizes[ownerState.size].padding,
    '--StatCard-gap': sizes[ownerState.size].gap,
    display: 'flex',
    flexDirection: 'column',
    gap: 'var(--StatCard-gap)',
    padding: 'var(--StatCard-padding)',
    borderRadius: `var(--StatCard-radius, ${theme.vars.radius.md})`,
    // A global variant: text, background and border colours of variant × colour.
    ...theme.variants[ownerState.variant][ownerState.color],
  }),
);

const StatCardLabel = styled('p')(({ theme }) => ({
  ...theme.typography['body-sm'],
  margin: 0,
  color: 'inherit', // the level's colour would not fit every variant
}));

const StatCardValue = styled('p')<{ ownerState: OwnerState }>(
  ({ theme, ownerState }) => ({
    ...theme.typography[sizes[ownerState.size].level],
    margin: 0,
    color: 'inherit',
  }),
);

interface StatCardProps extends Partial<OwnerState> {
  label: string;
  value: string;
  sx?: SxProps;
}

function StatCard({
  label,
  value,
  variant = 'outlined',
  color = 'neutral',
  size = 'md',
  sx,
}: StatCardProps) {
  const ownerState = { variant, color, size };
  return (
    <StatCardRoot ownerState={ownerState} sx={sx}>
      <StatCardLabel>{label}</StatCardLabel>
      <StatCardValue ownerState={ownerState}>{value}</StatCardValue>
    </StatCardRoot>
  );
}

export default function CreatingThemedComponentsStatCard() {
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      <StatCard
        label="Monthly revenue"
        value="$48,210"
        variant="soft"
        color="primary"
        size="lg"
      />
      <StatCard label="Active customers" value="1,284" />
      <StatCard
        label="Refund rate"
        value="1.9%"
        variant="solid"
        color="danger"
        size="sm"
      />
      <StatCard
        label="Open tickets"
        value="37"
        color="warning"
        sx={{ '--StatCard-radius': '999px', '--StatCard-padding': '1rem 1.75rem' }}
      />
    </Stack>
  );
}
