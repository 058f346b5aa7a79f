import { Tabs } from '@base-ui/react/tabs';
import { styled } from '@mui/system';

const Root = styled(Tabs.Root)({
  display: 'flex',
  width: '100%',
  maxWidth: 480,
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
});

const List = styled(Tabs.List)({
  display: 'flex',
  flexDirection: 'column',
  flexShrink: 0,
  gap: 2,
  width: 140,
  paddingInlineEnd: 8,
  borderInlineEnd: '1px solid var(--mui-palette-divider)',
});

const Tab = styled(Tabs.Tab)({
  margin: 0,
  padding: '8px 12px',
  border: 0,
  borderRadius: 6,
  background: 'transparent',
  color: 'var(--mui-palette-text-secondary)',
  font: 'inherit',
  fontWeight: 500,
  textAlign: 'start',
  cursor: 'pointer',
  '&:hover': { background: 'var(--mui-palette-action-hover)' },
  '&[data-active]': {
    background: 'var(--mui-palette-action-selected)',
    color: 'var(--mui-palette-text-primary)',
  },
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: -2,
  },
});

const Panel = styled(Tabs.Panel)({
  paddingBlock: 8,
  paddingInline: '24px 0',
  color: 'var(--mui-palette-text-secondary)',
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

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
