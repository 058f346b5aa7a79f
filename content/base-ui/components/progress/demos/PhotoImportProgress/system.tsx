import * as React from 'react';
import { Progress } from '@base-ui/react/progress';
import { createStyled, keyframes } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const pulse = keyframes({ '50%': { opacity: 0.5 } });

const Wrapper = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.spacing(1.5),
  width: '100%',
  maxWidth: 320,
}));

const Root = styled(Progress.Root)(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: theme.spacing(1, 2),
  width: '100%',
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
    duration: theme.transitions.duration.shortest,
  }),
  '&[data-indeterminate]': {
    width: '100%',
    height: '100%',
    '@media (prefers-reduced-motion: no-preference)': {
      animation: `${pulse} 2s cubic-bezier(0.4, 0, 0.6, 1) infinite`,
    },
  },
  '&[data-complete]': { background: theme.vars.palette.success.main },
}));

const Button = styled('button')(({ theme }) => ({
  boxSizing: 'border-box',
  height: 36,
  margin: 0,
  paddingInline: theme.spacing(2),
  border: 0,
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 2)`,
  background: theme.vars.palette.primary.main,
  color: theme.vars.palette.primary.contrastText,
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  fontWeight: theme.typography.fontWeightMedium,
  cursor: 'pointer',
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const Status = styled('p')(({ theme }) => ({
  minHeight: '1.25rem',
  margin: 0,
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
}));

const total = 30;
// The first ticks stand for counting the files, while the total is unknown.
const countingTicks = 8;

export default function PhotoImportProgress() {
  const [tick, setTick] = React.useState<number | null>(null);
  let imported: number | null = 0;
  if (tick !== null) {
    imported = tick < countingTicks ? null : Math.min(tick - countingTicks, total);
  }
  const running = tick !== null && imported !== total;

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const timer = window.setInterval(() => setTick((t) => (t ?? 0) + 1), 150);
    return () => window.clearInterval(timer);
  }, [running]);

  return (
    <Wrapper>
      <Root
        value={imported}
        max={total}
        locale="en-US"
        getAriaValueText={(formatted, value) =>
          value === null ? 'Counting photos' : `${value} of ${total} photos`
        }
      >
        <Label>Holiday photos</Label>
        <Value>
          {(formatted, value) =>
            value === null ? 'Counting…' : `${value} of ${total}`
          }
        </Value>
        <Track>
          <Indicator />
        </Track>
      </Root>
      <Button type="button" onClick={() => setTick(0)}>
        {imported === total ? 'Import again' : 'Import photos'}
      </Button>
      <Status role="status">
        {imported === total ? `All ${total} photos imported.` : ''}
      </Status>
    </Wrapper>
  );
}
