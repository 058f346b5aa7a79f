import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import {
  createTheme,
  styled,
  ThemeProvider,
  useThemeProps,
  type ComponentsOverrides,
  type ComponentsProps,
  type ComponentsVariants,
} from '@mui/material/styles';

interface StatProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  label: string;
  value: string;
  variant?: 'outlined' | 'filled';
}

// Registers MuiStat in the theme's types: its slots, its props and its theme entry.
declare module '@mui/material/styles' {
  interface ComponentNameToClassKey {
    MuiStat: 'root' | 'label' | 'value';
  }
  interface ComponentsPropsList {
    MuiStat: Partial<StatProps>;
  }
  interface Components<Theme = unknown> {
    MuiStat?: {
      defaultProps?: ComponentsProps['MuiStat'];
      styleOverrides?: ComponentsOverrides<Theme>['MuiStat'];
      variants?: ComponentsVariants<Theme>['MuiStat'];
    };
  }
}

// What the slots receive: the props, with defaults filled in.
type StatOwnerState = StatProps & { variant: 'outlined' | 'filled' };
type SlotProps = { ownerState: StatOwnerState };

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

const theme = createTheme({
  components: {
    MuiStat: {
      defaultProps: { variant: 'filled' },
      styleOverrides: {
        label: { textTransform: 'uppercase', letterSpacing: '0.06em' },
        value: ({ ownerState, theme }) => ({
          color: (theme.vars ?? theme).palette.primary.dark,
          ...(ownerState.variant === 'filled' && {
            fontVariantNumeric: 'tabular-nums',
          }),
        }),
      },
      variants: [
        {
          props: { variant: 'outlined' },
          style: { borderStyle: 'dashed' },
        },
      ],
    },
  },
});

export default function CreatingThemedStatTheme() {
  return (
    <ThemeProvider theme={theme}>
      {/* This theme is light only, so its content sits on the theme's own surface. */}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Stat label="Orders today" value="312" />
          <Stat label="Average basket" value="$57.40" />
          <Stat label="Returns" value="9" variant="outlined" />
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
