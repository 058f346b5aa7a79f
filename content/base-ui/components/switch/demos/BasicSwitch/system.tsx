import { Switch } from '@base-ui/react/switch';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const Label = styled('label')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
}));

const Root = styled(Switch.Root)(({ theme }) => ({
  position: 'relative',
  width: 40,
  height: 24,
  padding: 2,
  border: 0,
  borderRadius: 12,
  background: theme.vars.palette.grey[400],
  cursor: 'pointer',
  transition: theme.transitions.create('background-color', {
    duration: theme.transitions.duration.shortest,
  }),
  '&[data-checked]': { background: theme.vars.palette.primary.main },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const Thumb = styled(Switch.Thumb)(({ theme }) => ({
  display: 'block',
  width: 20,
  height: 20,
  borderRadius: '50%',
  background: theme.vars.palette.common.white,
  boxShadow: theme.vars.shadows[1],
  transition: theme.transitions.create('translate', {
    duration: theme.transitions.duration.shortest,
  }),
  '&[data-checked]': { translate: '16px 0' },
  '[dir="rtl"] &[data-checked]': { translate: '-16px 0' },
}));

export default function BasicSwitch() {
  return (
    <Label>
      <Root defaultChecked>
        <Thumb />
      </Root>
      Email notifications
    </Label>
  );
}
