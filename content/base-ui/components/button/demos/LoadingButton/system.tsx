import * as React from 'react';
import { Button } from '@base-ui/react/button';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const SubmitButton = styled(Button)(({ theme }) => ({
  minWidth: 144,
  margin: 0,
  padding: theme.spacing(1, 2),
  border: '1px solid transparent',
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.primary.main,
  color: theme.vars.palette.primary.contrastText,
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
  fontWeight: theme.typography.fontWeightMedium,
  cursor: 'pointer',
  '&:hover:not([data-disabled])': {
    background: theme.vars.palette.primary.dark,
  },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
  '&[data-disabled]': { opacity: 0.6, cursor: 'wait' },
}));

export default function LoadingButton() {
  const [placing, setPlacing] = React.useState(false);
  const labelId = React.useId();

  React.useEffect(() => {
    if (!placing) {
      return undefined;
    }
    const timeout = setTimeout(() => setPlacing(false), 2000);
    return () => clearTimeout(timeout);
  }, [placing]);

  return (
    <SubmitButton
      disabled={placing}
      focusableWhenDisabled
      aria-labelledby={labelId}
      onClick={() => setPlacing(true)}
    >
      <span id={labelId}>{placing ? 'Placing order…' : 'Place order'}</span>
    </SubmitButton>
  );
}
