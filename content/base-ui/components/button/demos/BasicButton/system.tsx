import { Button } from '@base-ui/react/button';
import { createTheme, type Theme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// Reads the app's Material UI theme; MUI's default theme stands in when there is no ThemeProvider.
const styled = createStyled<Theme>({ defaultTheme: createTheme() });

const Row = styled('div')(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(1.5),
}));

const BaseButton = styled(Button)(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(1, 2),
  border: '1px solid transparent',
  borderRadius: theme.shape.borderRadius,
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
  fontWeight: theme.typography.fontWeightMedium,
  cursor: 'pointer',
  '&:focus-visible': {
    outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const PrimaryButton = styled(BaseButton)(({ theme }) => ({
  background: (theme.vars ?? theme).palette.primary.main,
  color: (theme.vars ?? theme).palette.primary.contrastText,
  '&:hover': { background: (theme.vars ?? theme).palette.primary.dark },
}));

const SecondaryButton = styled(BaseButton)(({ theme }) => ({
  borderColor: (theme.vars ?? theme).palette.divider,
  background: 'transparent',
  color: (theme.vars ?? theme).palette.text.primary,
  '&:hover': { background: (theme.vars ?? theme).palette.action.hover },
}));

export default function BasicButton() {
  return (
    <Row>
      <SecondaryButton>Discard draft</SecondaryButton>
      <PrimaryButton>Publish post</PrimaryButton>
    </Row>
  );
}
