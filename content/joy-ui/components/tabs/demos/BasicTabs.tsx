import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';

export default function BasicTabs() {
  return (
    <Tabs defaultValue="profile" sx={{ maxWidth: 480 }}>
      <TabList aria-label="Account settings">
        <Tab value="profile">Profile</Tab>
        <Tab value="notifications">Notifications</Tab>
        <Tab value="billing">Billing</Tab>
      </TabList>
      <TabPanel value="profile">
        Your name, photo and the email address colleagues use to reach you.
      </TabPanel>
      <TabPanel value="notifications">
        Choose which updates arrive by email and which only in the app.
      </TabPanel>
      <TabPanel value="billing">
        Your plan, payment method and past invoices.
      </TabPanel>
    </Tabs>
  );
}
