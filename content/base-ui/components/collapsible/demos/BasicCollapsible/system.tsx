import * as React from 'react';
import { Collapsible } from '@base-ui/react/collapsible';
import { styled } from '@mui/system';

const details = [
  ['Placed on', '12 March 2025'],
  ['Items', '3'],
  ['Delivery', 'Standard, 2–4 days'],
  ['Total', '€84.50'],
];

const Root = styled(Collapsible.Root)({ width: '100%', maxWidth: 320 });

const Trigger = styled(Collapsible.Trigger)({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  width: '100%',
  margin: 0,
  padding: '8px 12px',
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 6,
  background: 'transparent',
  color: 'var(--mui-palette-text-primary)',
  font: 'inherit',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  fontWeight: 500,
  cursor: 'pointer',
});

const Chevron = styled('svg')({
  transition: 'rotate 150ms',
  '[data-panel-open] > &': { rotate: '180deg' },
});

const Panel = styled(Collapsible.Panel)({
  marginTop: 8,
  padding: 12,
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 6,
  background: 'var(--mui-palette-background-paper)',
});

const List = styled('dl')({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '4px 16px',
  margin: 0,
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  '& dt': { color: 'var(--mui-palette-text-secondary)' },
  '& dd': { margin: 0, color: 'var(--mui-palette-text-primary)' },
});

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
