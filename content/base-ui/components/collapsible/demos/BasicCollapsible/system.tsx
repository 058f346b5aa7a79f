import * as React from 'react';
import { Collapsible } from '@base-ui/react/collapsible';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const details = [
  ['Placed on', '12 March 2025'],
  ['Items', '3'],
  ['Delivery', 'Standard, 2–4 days'],
  ['Total', '€84.50'],
];

const Root = styled(Collapsible.Root)({ width: '100%', maxWidth: 320 });

const Trigger = styled(Collapsible.Trigger)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.spacing(1),
  width: '100%',
  margin: 0,
  padding: theme.spacing(1, 1.5),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: 'transparent',
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
  fontWeight: theme.typography.fontWeightMedium,
  cursor: 'pointer',
}));

const Chevron = styled('svg')(({ theme }) => ({
  transition: theme.transitions.create('rotate', {
    duration: theme.transitions.duration.shortest,
  }),
  '[data-panel-open] > &': { rotate: '180deg' },
}));

const Panel = styled(Collapsible.Panel)(({ theme }) => ({
  marginTop: theme.spacing(1),
  padding: theme.spacing(1.5),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.background.paper,
}));

const List = styled('dl')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: theme.spacing(0.5, 2),
  margin: 0,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
  '& dt': { color: theme.vars.palette.text.secondary },
  '& dd': { margin: 0, color: theme.vars.palette.text.primary },
}));

export default function BasicCollapsible() {
  return (
    <Root>
      <Trigger>
        Order 10482 details
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
        <List>
          {details.map(([term, value]) => (
            <React.Fragment key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </React.Fragment>
          ))}
        </List>
      </Panel>
    </Root>
  );
}
