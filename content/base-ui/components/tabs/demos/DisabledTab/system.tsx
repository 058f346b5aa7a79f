import { Tabs } from '@base-ui/react/tabs';
import { styled } from '@mui/system';

const Root = styled(Tabs.Root)({
  width: '100%',
  maxWidth: 420,
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
});

const List = styled(Tabs.List)({
  display: 'flex',
  borderBottom: '1px solid var(--mui-palette-divider)',
});

const Tab = styled(Tabs.Tab)({
  margin: '0 0 -1px',
  padding: '10px 16px',
  border: 0,
  borderBottom: '2px solid transparent',
  background: 'transparent',
  color: 'var(--mui-palette-text-secondary)',
  font: 'inherit',
  fontWeight: 500,
  cursor: 'pointer',
  '&:hover:not([data-disabled])': { color: 'var(--mui-palette-text-primary)' },
  '&[data-active]': {
    borderBottomColor: 'var(--mui-palette-primary-main)',
    color: 'var(--mui-palette-primary-main)',
  },
  '&[data-disabled]': {
    color: 'var(--mui-palette-text-disabled)',
    cursor: 'not-allowed',
  },
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: -2,
  },
});

const Panel = styled(Tabs.Panel)({
  padding: '16px 4px',
  color: 'var(--mui-palette-text-secondary)',
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

export default function DisabledTab() {
  return (
    <Root defaultValue="overview">
      <List aria-label="Report">
        <Tab value="overview">Overview</Tab>
        <Tab value="activity">Activity</Tab>
        <Tab value="exports" disabled>
          Exports
        </Tab>
      </List>
      <Panel value="overview">
        Visits, sign-ups and revenue over the last 30 days.
      </Panel>
      <Panel value="activity">Every change made to this report, newest first.</Panel>
      <Panel value="exports">Download the report as a CSV or PDF file.</Panel>
    </Root>
  );
}
