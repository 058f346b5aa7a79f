import { Collapsible } from '@base-ui/react/collapsible';
import { styled } from '@mui/system';

const changes = [
  'Dark mode now follows your system setting.',
  'PDF exports keep their page numbers.',
  'Search results load twice as fast.',
];

const Root = styled(Collapsible.Root)({
  width: '100%',
  maxWidth: 320,
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 8,
  background: 'var(--mui-palette-background-paper)',
});

const Trigger = styled(Collapsible.Trigger)({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  width: '100%',
  margin: 0,
  padding: '12px 16px',
  border: 0,
  background: 'transparent',
  color: 'var(--mui-palette-text-primary)',
  font: 'inherit',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  fontWeight: 500,
  textAlign: 'start',
  cursor: 'pointer',
});

const Chevron = styled('svg')({
  transition: 'rotate 200ms ease-out',
  '[data-panel-open] > &': { rotate: '180deg' },
});

const Panel = styled(Collapsible.Panel)({
  height: 'var(--collapsible-panel-height)',
  overflow: 'hidden',
  transition: 'height 200ms ease-out',
  '&[data-starting-style], &[data-ending-style]': { height: 0 },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
});

const Content = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  padding: '0 16px 12px',
  color: 'var(--mui-palette-text-secondary)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
});

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
