import { Button } from '@base-ui/react/button';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

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
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const PrimaryButton = styled(BaseButton)(({ theme }) => ({
  background: theme.vars.palette.primary.main,
  color: theme.vars.palette.primary.contrastText,
  '&:hover': { background: theme.vars.palette.primary.dark },
}));

const SecondaryButton = styled(BaseButton)(({ theme }) => ({
  borderColor: theme.vars.palette.divider,
  background: 'transparent',
  color: theme.vars.palette.text.primary,
  '&:hover': { background: theme.vars.palette.action.hover },
}));

export default function BasicButton() {
  return (
    <Row>
      <SecondaryButton>Discard draft</SecondaryButton>
      <PrimaryButton>Publish post</PrimaryButton>
    </Row>
  );
}
