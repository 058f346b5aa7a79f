import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import {
  CssVarsProvider,
  extendTheme,
  styled,
  useThemeProps,
} from '@mui/joy/styles';
import type { StyleOverrides } from '@mui/joy/styles';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles/types';

interface KpiTileProps {
  label: string;
  value: string;
  variant?: VariantProp;
  color?: ColorPaletteProp;
}
type KpiTileOwnerState = Required<Pick<KpiTileProps, 'variant' | 'color'>>;

// Lets the theme hold a KpiTile entry, type-checked like Joy's own entries.
declare module '@mui/joy/styles' {
  interface Components<Theme> {
    KpiTile?: {
      defaultProps?: Partial<KpiTileProps>;
      styleOverrides?: StyleOverrides<'root' | 'value', KpiTileOwnerState, Theme>;
    };
  }
}

// name + slot: the theme's KpiTile.styleOverrides.root and .value apply here.
const KpiTileRoot = styled('div', { name: 'KpiTile', slot: 'Root' })<{
  ownerState: KpiTileOwnerState;
}>(({ theme, ownerState }) => ({
  ...theme.typography['body-sm'],
  padding: theme.spacing(1.5, 2),
  borderRadius: theme.vars.radius.md,
  ...theme.variants[ownerState.variant][ownerState.color],
}));

const KpiTileValue = styled('div', { name: 'KpiTile', slot: 'Value' })<{
  ownerState: KpiTileOwnerState;
}>(({ theme }) => ({ ...theme.typography['title-lg'], color: 'inherit' }));

function KpiTile(inProps: KpiTileProps) {
  // Fills in the theme's KpiTile.defaultProps for the props left out.
  const props = useThemeProps({ props: inProps, name: 'KpiTile' });
  const { label, value, variant = 'outlined', color = 'neutral' } = props;
  const ownerState = { variant, color };
  return (
    <KpiTileRoot ownerState={ownerState}>
      {label}
      <KpiTileValue ownerState={ownerState}>{value}</KpiTileValue>
    </KpiTileRoot>
  );
}

const theme = extendTheme({
  // Only needed because this demo runs inside the docs' own Joy provider.
  cssVarPrefix: 'creating-themed-components-entry',
  components: {
    KpiTile: {
      defaultProps: { variant: 'soft', color: 'primary' },
      styleOverrides: {
        root: ({ theme }) => ({ borderRadius: theme.vars.radius.xl }),
        value: ({ ownerState }) => ({
          fontVariantNumeric: 'tabular-nums',
          ...(ownerState.variant === 'soft' && { fontWeight: 700 }),
        }),
      },
    },
  },
});

function Tiles() {
  return (
    <Stack direction="row" spacing={1.5}>
      <KpiTile label="Orders today" value="312" />
      <KpiTile label="Average basket" value="€46.80" />
      <KpiTile label="Returns" value="2.1%" color="neutral" />
    </Stack>
  );
}

export default function CreatingThemedComponentsThemeEntry() {
  return (
    <Stack spacing={2}>
      <Typography level="title-sm">Without a KpiTile entry</Typography>
      <Tiles />
      <Typography level="title-sm">Inside a provider whose theme has one</Typography>
      <CssVarsProvider theme={theme}>
        <Tiles />
      </CssVarsProvider>
    </Stack>
  );
}
