import { Toggle } from '@base-ui/react/toggle';
import { createTheme, type Theme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// Reads the app's Material UI theme; MUI's default theme stands in when there is no ThemeProvider.
const styled = createStyled<Theme>({ defaultTheme: createTheme() });

const Group = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
}));

const Chip = styled(Toggle)(({ theme }) => ({
  height: 32,
  padding: theme.spacing(0, 1.5),
  margin: 0,
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  borderRadius: 16,
  background: 'transparent',
  color: (theme.vars ?? theme).palette.text.primary,
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  cursor: 'pointer',
  '&:hover': { background: (theme.vars ?? theme).palette.action.hover },
  '&[data-pressed]': {
    borderColor: (theme.vars ?? theme).palette.primary.main,
    background: (theme.vars ?? theme).palette.primary.main,
    color: (theme.vars ?? theme).palette.primary.contrastText,
  },
  '&[data-disabled]': {
    borderStyle: 'dashed',
    background: 'transparent',
    color: (theme.vars ?? theme).palette.text.disabled,
    cursor: 'not-allowed',
  },
  '&:focus-visible': {
    outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
    outlineOffset: 2,
  },
}));

export default function FilterChipStates() {
  return (
    <Group role="group" aria-label="Filters">
      <Chip defaultPressed>In stock</Chip>
      <Chip>Free delivery</Chip>
      <Chip>On sale</Chip>
      <Chip disabled>Same-day delivery</Chip>
    </Group>
  );
}
