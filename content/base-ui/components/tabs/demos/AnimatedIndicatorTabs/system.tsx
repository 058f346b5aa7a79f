import { Tabs } from '@base-ui/react/tabs';
import { styled } from '@mui/system';

const Root = styled(Tabs.Root)({
  width: '100%',
  maxWidth: 360,
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
});

const List = styled(Tabs.List)({
  position: 'relative',
  display: 'flex',
  padding: 4,
  borderRadius: 10,
  background: 'var(--mui-palette-action-hover)',
});

const Tab = styled(Tabs.Tab)({
  position: 'relative',
  zIndex: 1,
  flex: 1,
  margin: 0,
  padding: '6px 12px',
  border: 0,
  borderRadius: 6,
  background: 'transparent',
  color: 'var(--mui-palette-text-secondary)',
  font: 'inherit',
  fontWeight: 500,
  cursor: 'pointer',
  transition: 'color 200ms',
  '&[data-active]': { color: 'var(--mui-palette-primary-contrastText)' },
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

// The variables are measured from the list's left edge, in both directions:
// @noflip keeps `left` as it is when the styles are flipped for right to left.
const Indicator = styled(Tabs.Indicator)`
  position: absolute;
  top: var(--active-tab-top);
  /* @noflip */
  left: var(--active-tab-left);
  width: var(--active-tab-width);
  height: var(--active-tab-height);
  border-radius: 6px;
  background: var(--mui-palette-primary-main);
  /* @noflip */
  transition:
    left 200ms ease,
    width 200ms ease;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Panel = styled(Tabs.Panel)({
  padding: '16px 4px',
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

export default function AnimatedIndicatorTabs() {
  return (
    <Root defaultValue="day">
      <List aria-label="Sales period">
        <Tab value="day">Today</Tab>
        <Tab value="week">This week</Tab>
        <Tab value="month">This month</Tab>
        <Indicator />
      </List>
      <Panel value="day">142 orders, 12 % more than yesterday.</Panel>
      <Panel value="week">868 orders, on track for a record week.</Panel>
      <Panel value="month">3,420 orders, 4 % fewer than last month.</Panel>
    </Root>
  );
}
