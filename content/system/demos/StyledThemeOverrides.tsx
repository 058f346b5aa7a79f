import Stack from '@mui/system/Stack';
import { createTheme, styled, ThemeProvider } from '@mui/system';

interface PriceTagProps {
  amount: string;
  period: string;
  featured?: boolean;
}

// `name` and `slot` connect each part to theme.components.PriceTag.
const PriceTagRoot = styled('div', { name: 'PriceTag', slot: 'Root' })<{
  ownerState: { featured: boolean };
}>(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: theme.spacing(0.5),
  padding: theme.spacing(1, 2),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.surface.main,
  color: theme.palette.surface.text,
  border: `1px solid ${theme.palette.surface.border}`,
}));

const PriceTagAmount = styled('span', { name: 'PriceTag', slot: 'Amount' })({
  fontSize: 24,
  fontWeight: 700,
});

const PriceTagPeriod = styled('span', { name: 'PriceTag', slot: 'Period' })({
  fontSize: 14,
});

function PriceTag({ amount, period, featured = false }: PriceTagProps) {
  return (
    <PriceTagRoot ownerState={{ featured }}>
      <PriceTagAmount>{amount}</PriceTagAmount>
      <PriceTagPeriod>{period}</PriceTagPeriod>
    </PriceTagRoot>
  );
}

// The app's theme restyles every PriceTag without touching the component.
const theme = createTheme({
  palette: {
    surface: { main: '#ffffff', text: '#1f2933', border: '#9aa5b1' },
  },
  shape: { borderRadius: 8 },
  components: {
    PriceTag: {
      styleOverrides: {
        root: { borderStyle: 'dashed' },
        period: { textTransform: 'uppercase', letterSpacing: 1 },
      },
      // Variants match the props (or ownerState) of the root slot.
      variants: [
        {
          props: { featured: true },
          style: { borderStyle: 'solid', borderColor: '#00695c', borderWidth: 2 },
        },
      ],
    },
  },
});

export default function StyledThemeOverrides() {
  return (
    <ThemeProvider theme={theme}>
      <Stack direction="row" spacing={2}>
        <PriceTag amount="£4" period="a month" />
        <PriceTag amount="£40" period="a year" featured />
      </Stack>
    </ThemeProvider>
  );
}
