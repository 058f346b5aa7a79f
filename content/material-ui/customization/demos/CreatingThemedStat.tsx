import * as React from 'react';
import Stack from '@mui/material/Stack';
import { styled, useThemeProps } from '@mui/material/styles';

interface StatProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  label: string;
  value: string;
  variant?: 'outlined' | 'filled';
}

// What the slots receive: the props, with defaults filled in.
type StatOwnerState = StatProps & { variant: 'outlined' | 'filled' };
type SlotProps = { ownerState: StatOwnerState };

// `name` links these styled parts to theme.components.MuiStat; `slot` names each part.
const StatRoot = styled('div', { name: 'MuiStat', slot: 'Root' })<SlotProps>(
  ({ theme }) => ({
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(0.5),
    minWidth: 160,
    padding: theme.spacing(2),
    borderRadius: (theme.vars ?? theme).shape.borderRadius,
    variants: [
      {
        props: { variant: 'outlined' },
        style: { border: `1px solid ${(theme.vars ?? theme).palette.divider}` },
      },
      {
        props: { variant: 'filled' },
        style: { backgroundColor: (theme.vars ?? theme).palette.action.hover },
      },
    ],
  }),
);

const StatLabel = styled('div', { name: 'MuiStat', slot: 'Label' })<SlotProps>(
  ({ theme }) => ({
    ...theme.typography.body2,
    color: (theme.vars ?? theme).palette.text.secondary,
  }),
);

const StatValue = styled('div', { name: 'MuiStat', slot: 'Value' })<SlotProps>(
  ({ theme }) => ({
    ...theme.typography.h5,
    fontWeight: theme.typography.fontWeightMedium,
  }),
);

function Stat(inProps: StatProps) {
  // Merges theme.components.MuiStat.defaultProps under the props passed here.
  const props = useThemeProps({ props: inProps, name: 'MuiStat' });
  const { label, value, variant = 'outlined', ...other } = props;
  const ownerState = { ...props, variant };

  return (
    <StatRoot ownerState={ownerState} {...other}>
      <StatLabel ownerState={ownerState}>{label}</StatLabel>
      <StatValue ownerState={ownerState}>{value}</StatValue>
    </StatRoot>
  );
}

export default function CreatingThemedStat() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Stat label="Monthly revenue" value="$48,210" />
      <Stat label="Active subscribers" value="1,934" />
      <Stat label="Refund rate" value="1.2%" variant="filled" />
    </Stack>
  );
}
