import { Popover } from '@base-ui/react/popover';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

function InfoIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" fill="none" aria-hidden="true">
      <circle cx="9" cy="9" r="7.25" stroke="currentColor" strokeWidth="1.5" />
      <path d="M9 8v5" stroke="currentColor" strokeWidth="1.5" />
      <circle cx="9" cy="5.5" r="1" fill="currentColor" />
    </svg>
  );
}

const Row = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
}));

const Value = styled('span')({ fontWeight: 600 });

const Trigger = styled(Popover.Trigger)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: theme.vars.palette.text.secondary,
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
  width: 260,
  padding: theme.spacing(1.5, 2),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.vars.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  boxShadow: theme.vars.shadows[4],
  transformOrigin: 'var(--transform-origin)',
  transition: theme.transitions.create(['opacity', 'scale'], {
    duration: theme.transitions.duration.shortest,
  }),
  '&[data-starting-style], &[data-ending-style]': { opacity: 0, scale: 0.95 },
}));

const Title = styled(Popover.Title)(({ theme }) => ({
  margin: theme.spacing(0, 0, 0.5),
  fontSize: theme.typography.body2.fontSize,
  fontWeight: 600,
  lineHeight: theme.typography.body2.lineHeight,
}));

const Description = styled(Popover.Description)(({ theme }) => ({
  margin: 0,
  color: theme.vars.palette.text.secondary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
}));

export default function HoverPopover() {
  return (
    <Row>
      Monthly active users
      <Value>18,204</Value>
      <Popover.Root>
        <Trigger openOnHover delay={200} aria-label="About monthly active users">
          <InfoIcon />
        </Trigger>
        <Popover.Portal>
          <Positioner sideOffset={4}>
            <Popup>
              <Title render={<p />}>Monthly active users</Title>
              <Description>
                People who opened the app at least once in the last 30 days. Your own
                team’s visits aren’t counted.
              </Description>
            </Popup>
          </Positioner>
        </Popover.Portal>
      </Popover.Root>
    </Row>
  );
}
