import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';
import Typography from '@mui/joy/Typography';

const sections = [
  {
    value: 'general',
    label: 'General',
    text: 'Workspace name, time zone and default language.',
  },
  {
    value: 'members',
    label: 'Members',
    text: '14 people, 3 of them administrators.',
  },
  {
    value: 'integrations',
    label: 'Integrations',
    text: 'Slack and GitHub are connected.',
  },
  {
    value: 'security',
    label: 'Security',
    text: 'Two-factor sign-in is required for everyone.',
  },
];

export default function VerticalTabs() {
  return (
    <Tabs
      orientation="vertical"
      defaultValue="general"
      sx={{ minWidth: 320, maxWidth: 560, height: 200 }}
    >
      <TabList aria-label="Workspace settings">
        {sections.map((section) => (
          <Tab key={section.value} value={section.value}>
            {section.label}
          </Tab>
        ))}
      </TabList>
      {sections.map((section) => (
        <TabPanel key={section.value} value={section.value}>
          <Typography level="title-md">{section.label}</Typography>
          <Typography level="body-sm">{section.text}</Typography>
        </TabPanel>
      ))}
    </Tabs>
  );
}
