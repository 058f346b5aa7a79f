import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab, { tabClasses } from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';
import Typography from '@mui/joy/Typography';

export default function SegmentedTabs() {
  return (
    <Tabs defaultValue="monthly" sx={{ maxWidth: 360, bgcolor: 'transparent' }}>
      <TabList
        variant="soft"
        disableUnderline
        tabFlex={1}
        aria-label="Billing period"
        sx={{
          p: 0.5,
          gap: 0.5,
          borderRadius: 'xl',
          [`& .${tabClasses.root}[aria-selected="true"]`]: {
            bgcolor: 'background.surface',
            boxShadow: 'sm',
          },
        }}
      >
        <Tab value="monthly" disableIndicator>
          Monthly
        </Tab>
        <Tab value="yearly" disableIndicator>
          Yearly
        </Tab>
      </TabList>
      <TabPanel value="monthly">
        <Typography level="h3">€12</Typography>
        <Typography level="body-sm">per seat, billed every month</Typography>
      </TabPanel>
      <TabPanel value="yearly">
        <Typography level="h3">€10</Typography>
        <Typography level="body-sm">per seat, billed €120 once a year</Typography>
      </TabPanel>
    </Tabs>
  );
}
