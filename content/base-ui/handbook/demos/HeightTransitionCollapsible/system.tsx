import { Collapsible } from '@base-ui/react/collapsible';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { styled } from '@mui/system';

const lines = [
  { name: 'Linen shirt, size M', price: '£45.00' },
  { name: 'Canvas tote bag', price: '£18.00' },
  { name: 'Wool socks, 2 pairs', price: '£12.00' },
];

const Root = styled(Collapsible.Root)({
  width: 300,
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 8,
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
});

const Trigger = styled(Collapsible.Trigger)({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  padding: '12px 14px',
  margin: 0,
  border: 0,
  borderRadius: 8,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '& svg': { transition: 'rotate 200ms' },
  '&[data-panel-open] svg': { rotate: '180deg' },
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

const Panel = styled(Collapsible.Panel)({
  height: 'var(--collapsible-panel-height)',
  overflow: 'hidden',
  transition: 'height 200ms ease-out',
  '&[data-starting-style], &[data-ending-style]': { height: 0 },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
});

const List = styled('ul')({
  display: 'grid',
  gap: 6,
  padding: '0 14px 12px',
  margin: 0,
  listStyle: 'none',
  color: 'var(--mui-palette-text-secondary)',
});

const Line = styled('li')({ display: 'flex', justifyContent: 'space-between' });

export default function HeightTransitionCollapsible() {
  return (
    <Root>
      <Trigger>
        Order 4821 · 3 items
        <ExpandMoreIcon fontSize="small" />
      </Trigger>
      <Panel>
        <List>
          {lines.map((line) => (
            <Line key={line.name}>
              <span>{line.name}</span>
              <span>{line.price}</span>
            </Line>
          ))}
        </List>
      </Panel>
    </Root>
  );
}
