import { Popover } from '@base-ui/react/popover';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const placements = [
  { side: 'top', align: 'start' },
  { side: 'top', align: 'end' },
  { side: 'inline-start', align: 'center' },
  { side: 'inline-end', align: 'center' },
  { side: 'bottom', align: 'start' },
  { side: 'bottom', align: 'end' },
] as const;

const Grid = styled('div')(({ theme }) => ({
  display: 'inline-grid',
  gridTemplateColumns: 'repeat(2, 1fr)',
  gap: theme.spacing(1),
}));

const Trigger = styled(Popover.Trigger)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: 36,
  margin: 0,
  padding: theme.spacing(0, 1.5),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.vars.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, monospace',
  fontSize: theme.typography.pxToRem(13),
  cursor: 'pointer',
  '&:hover, &[data-popup-open]': { background: theme.vars.palette.action.hover },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const Positioner = styled(Popover.Positioner)(({ theme }) => ({
  zIndex: theme.zIndex.modal,
}));

const Popup = styled(Popover.Popup)(({ theme }) => ({
  boxSizing: 'border-box',
  maxWidth: 200,
  padding: theme.spacing(1, 1.5),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.vars.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  boxShadow: theme.vars.shadows[4],
}));

const Title = styled(Popover.Title)(({ theme }) => ({
  margin: 0,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
}));

export default function PopoverPositioning() {
  return (
    <Grid>
      {placements.map(({ side, align }) => (
        <Popover.Root key={`${side}-${align}`}>
          <Trigger>
            {side} · {align}
          </Trigger>
          <Popover.Portal>
            <Positioner side={side} align={align} sideOffset={8}>
              <Popup>
                <Title render={<p />}>
                  side=&quot;{side}&quot; align=&quot;{align}&quot;
                </Title>
              </Popup>
            </Positioner>
          </Popover.Portal>
        </Popover.Root>
      ))}
    </Grid>
  );
}
