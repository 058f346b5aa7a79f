import { Tabs } from '@base-ui/react/tabs';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const Root = styled(Tabs.Root)(({ theme }) => ({
  display: 'flex',
  width: '100%',
  maxWidth: 480,
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
}));

const List = styled(Tabs.List)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  flexShrink: 0,
  gap: theme.spacing(0.25),
  width: 140,
  paddingInlineEnd: theme.spacing(1),
  borderInlineEnd: `1px solid ${theme.vars.palette.divider}`,
}));

const Tab = styled(Tabs.Tab)(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(1, 1.5),
  border: 0,
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 2)`,
  background: 'transparent',
  color: theme.vars.palette.text.secondary,
  font: 'inherit',
  fontWeight: theme.typography.fontWeightMedium,
  textAlign: 'start',
  cursor: 'pointer',
  '&:hover': { background: theme.vars.palette.action.hover },
  '&[data-active]': {
    background: theme.vars.palette.action.selected,
    color: theme.vars.palette.text.primary,
  },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: -2,
  },
}));

const Panel = styled(Tabs.Panel)(({ theme }) => ({
  paddingBlock: theme.spacing(1),
  paddingInline: theme.spacing(3, 0),
  color: theme.vars.palette.text.secondary,
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

export default function VerticalTabs() {
  return (
    <Root defaultValue="general" orientation="vertical">
      <List aria-label="Project settings">
        <Tab value="general">General</Tab>
        <Tab value="members">Members</Tab>
        <Tab value="billing">Billing</Tab>
        <Tab value="integrations">Integrations</Tab>
      </List>
      <Panel value="general">
        Rename the project, change its icon or move it to another team.
      </Panel>
      <Panel value="members">
        Invite people by email and decide who can edit or only comment.
      </Panel>
      <Panel value="billing">
        See invoices, update the card on file and change your plan.
      </Panel>
      <Panel value="integrations">
        Connect the project to Slack, GitHub or your calendar.
      </Panel>
    </Root>
  );
}
