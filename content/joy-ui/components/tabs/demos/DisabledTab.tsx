import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';

export default function DisabledTab() {
  return (
    <Tabs defaultValue="overview" sx={{ maxWidth: 480 }}>
      <TabList aria-label="Project Atlas">
        <Tab value="overview">Overview</Tab>
        <Tab value="reports">Reports</Tab>
        <Tab value="billing" disabled>
          Billing (owners only)
        </Tab>
      </TabList>
      <TabPanel value="overview">
        Launch planned for 14 March, 3 tasks overdue.
      </TabPanel>
      <TabPanel value="reports">Weekly burn-down and velocity charts.</TabPanel>
      <TabPanel value="billing">
        Invoices and the payment method for this project.
      </TabPanel>
    </Tabs>
  );
}
