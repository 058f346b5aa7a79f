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
  '&:hover': { color: 'var(--mui-palette-text-primary)' },
  '&[data-active]': {
    borderBottomColor: 'var(--mui-palette-primary-main)',
    color: 'var(--mui-palette-primary-main)',
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

export default function BasicTabs() {
  return (
    <Root defaultValue="profile">
      <List aria-label="Account settings">
        <Tab value="profile">Profile</Tab>
        <Tab value="password">Password</Tab>
        <Tab value="notifications">Notifications</Tab>
      </List>
      <Panel value="profile">
        Your name, photo and job title, as other members of the workspace see them.
      </Panel>
      <Panel value="password">
        Change your password and sign out of the sessions on your other devices.
      </Panel>
      <Panel value="notifications">
        Choose which emails you get: mentions, weekly summaries, product news.
      </Panel>
    </Root>
  );
}
