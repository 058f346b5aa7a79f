import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';

const releases = {
  web: [
    '4.12 Dark mode for reports',
    '4.11 Faster CSV export',
    '4.10 Shared dashboards',
    '4.9 Saved filters',
    '4.8 Keyboard shortcuts',
    '4.7 Audit log',
    '4.6 Single sign-on',
    '4.5 Custom fields',
  ],
  mobile: [
    '2.6 Offline drafts',
    '2.5 Widgets',
    '2.4 Face ID sign-in',
    '2.3 Push digests',
    '2.2 Tablet layout',
    '2.1 Photo upload',
    '2.0 New navigation',
  ],
};

export default function StickyTabList() {
  return (
    <Tabs
      defaultValue="web"
      sx={{ maxWidth: 400, height: 260, overflow: 'auto', borderRadius: 'sm' }}
      variant="outlined"
    >
      <TabList sticky="top" tabFlex={1} aria-label="Release notes">
        <Tab value="web">Web app</Tab>
        <Tab value="mobile">Mobile app</Tab>
      </TabList>
      {(['web', 'mobile'] as const).map((app) => (
        <TabPanel key={app} value={app} tabIndex={0}>
          <List aria-label={`${app === 'web' ? 'Web' : 'Mobile'} releases`}>
            {releases[app].map((release) => (
              <ListItem key={release}>{release}</ListItem>
            ))}
          </List>
        </TabPanel>
      ))}
    </Tabs>
  );
}
