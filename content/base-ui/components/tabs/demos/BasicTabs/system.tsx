import { Tabs } from '@base-ui/react/tabs';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const Root = styled(Tabs.Root)(({ theme }) => ({
  width: '100%',
  maxWidth: 420,
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
}));

const List = styled(Tabs.List)(({ theme }) => ({
  display: 'flex',
  borderBottom: `1px solid ${theme.vars.palette.divider}`,
}));

const Tab = styled(Tabs.Tab)(({ theme }) => ({
  margin: '0 0 -1px',
  padding: theme.spacing(1.25, 2),
  border: 0,
  borderBottom: '2px solid transparent',
  background: 'transparent',
  color: theme.vars.palette.text.secondary,
  font: 'inherit',
  fontWeight: theme.typography.fontWeightMedium,
  cursor: 'pointer',
  '&:hover': { color: theme.vars.palette.text.primary },
  '&[data-active]': {
    borderBottomColor: theme.vars.palette.primary.main,
    color: theme.vars.palette.primary.main,
  },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: -2,
  },
}));

const Panel = styled(Tabs.Panel)(({ theme }) => ({
  padding: theme.spacing(2, 0.5),
  color: theme.vars.palette.text.secondary,
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

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
