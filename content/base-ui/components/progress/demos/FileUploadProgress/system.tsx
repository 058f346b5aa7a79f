import { Progress } from '@base-ui/react/progress';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const Root = styled(Progress.Root)(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: theme.spacing(1, 2),
  width: '100%',
  maxWidth: 320,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
}));

const Label = styled(Progress.Label)(({ theme }) => ({
  color: theme.vars.palette.text.primary,
  fontWeight: theme.typography.fontWeightMedium,
}));

const Value = styled(Progress.Value)(({ theme }) => ({
  color: theme.vars.palette.text.secondary,
  fontVariantNumeric: 'tabular-nums',
}));

const Track = styled(Progress.Track)(({ theme }) => ({
  gridColumn: '1 / -1',
  height: 6,
  overflow: 'hidden',
  borderRadius: 3,
  background: theme.vars.palette.action.selected,
}));

const Indicator = styled(Progress.Indicator)(({ theme }) => ({
  display: 'block',
  background: theme.vars.palette.primary.main,
  transition: theme.transitions.create('width', {
    duration: theme.transitions.duration.standard,
  }),
}));

export default function FileUploadProgress() {
  return (
    <Root value={64} locale="en-US">
      <Label>Uploading quarterly-report.pdf</Label>
      <Value />
      <Track>
        <Indicator />
      </Track>
    </Root>
  );
}
