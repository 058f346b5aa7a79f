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
  '&:hover:not([data-disabled])': { color: theme.vars.palette.text.primary },
  '&[data-active]': {
    borderBottomColor: theme.vars.palette.primary.main,
    color: theme.vars.palette.primary.main,
  },
  '&[data-disabled]': {
    color: theme.vars.palette.text.disabled,
    cursor: 'not-allowed',
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
