import { Progress } from '@base-ui/react/progress';
import { createStyled, keyframes } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const pulse = keyframes({ '50%': { opacity: 0.5 } });

const Root = styled(Progress.Root)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1),
  width: '100%',
  maxWidth: 320,
}));

const Label = styled(Progress.Label)(({ theme }) => ({
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
  fontWeight: theme.typography.fontWeightMedium,
}));

const Track = styled(Progress.Track)(({ theme }) => ({
  height: 6,
  overflow: 'hidden',
  borderRadius: 3,
  background: theme.vars.palette.action.selected,
}));

const Indicator = styled(Progress.Indicator)(({ theme }) => ({
  display: 'block',
  background: theme.vars.palette.primary.main,
  '&[data-indeterminate]': { width: '100%', height: '100%' },
  '@media (prefers-reduced-motion: no-preference)': {
    '&[data-indeterminate]': {
      animation: `${pulse} 2s cubic-bezier(0.4, 0, 0.6, 1) infinite`,
    },
  },
}));

export default function IndeterminateProgress() {
  return (
    <Root value={null}>
      <Label>Checking for updates…</Label>
      <Track>
        <Indicator />
      </Track>
    </Root>
  );
}
