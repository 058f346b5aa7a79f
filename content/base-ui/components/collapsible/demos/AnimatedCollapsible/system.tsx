import { Collapsible } from '@base-ui/react/collapsible';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const changes = [
  'Dark mode now follows your system setting.',
  'PDF exports keep their page numbers.',
  'Search results load twice as fast.',
];

const Root = styled(Collapsible.Root)(({ theme }) => ({
  width: '100%',
  maxWidth: 320,
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.background.paper,
}));

const Trigger = styled(Collapsible.Trigger)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.spacing(1),
  width: '100%',
  margin: 0,
  padding: theme.spacing(1.5, 2),
  border: 0,
  background: 'transparent',
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
  fontWeight: theme.typography.fontWeightMedium,
  textAlign: 'start',
  cursor: 'pointer',
}));

const Chevron = styled('svg')(({ theme }) => ({
  transition: theme.transitions.create('rotate', {
    duration: theme.transitions.duration.shorter,
    easing: theme.transitions.easing.easeOut,
  }),
  '[data-panel-open] > &': { rotate: '180deg' },
}));

const Panel = styled(Collapsible.Panel)(({ theme }) => ({
  height: 'var(--collapsible-panel-height)',
  overflow: 'hidden',
  transition: theme.transitions.create('height', {
    duration: theme.transitions.duration.shorter,
    easing: theme.transitions.easing.easeOut,
  }),
  '&[data-starting-style], &[data-ending-style]': { height: 0 },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
}));

const Content = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  padding: theme.spacing(0, 2, 1.5),
  color: theme.vars.palette.text.secondary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
}));

export default function AnimatedCollapsible() {
  return (
    <Root>
      <Trigger>
        What’s new in version 2.4
        <Chevron width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
          <path
            d="M4 6l4 4 4-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </Chevron>
      </Trigger>
      <Panel>
        <Content>
          {changes.map((change) => (
            <div key={change}>{change}</div>
          ))}
        </Content>
      </Panel>
    </Root>
  );
}
