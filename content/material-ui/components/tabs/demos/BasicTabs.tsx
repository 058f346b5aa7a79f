import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

interface TabPanelProps {
  children: React.ReactNode;
  id: string;
  index: number;
  value: number;
}

// A panel is labelled by its tab, and only the selected one is shown.
function TabPanel({ children, id, index, value }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      hidden={value !== index}
      id={`${id}-panel-${index}`}
      aria-labelledby={`${id}-tab-${index}`}
    >
      {value === index && <Box sx={{ p: 3 }}>{children}</Box>}
    </div>
  );
}

export default function BasicTabs() {
  const [value, setValue] = React.useState(0);
  const id = React.useId();

  const tabProps = (index: number) => ({
    id: `${id}-tab-${index}`,
    'aria-controls': `${id}-panel-${index}`,
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={value}
          onChange={(_event, newValue: number) => setValue(newValue)}
          aria-label="Account settings"
        >
          <Tab label="Profile" {...tabProps(0)} />
          <Tab label="Notifications" {...tabProps(1)} />
          <Tab label="Privacy" {...tabProps(2)} />
        </Tabs>
      </Box>
      <TabPanel id={id} index={0} value={value}>
        <Typography>Your name, photo and the email address people see.</Typography>
      </TabPanel>
      <TabPanel id={id} index={1} value={value}>
        <Typography>Choose which updates reach you by email or push.</Typography>
      </TabPanel>
      <TabPanel id={id} index={2} value={value}>
        <Typography>Decide who can see your profile and your activity.</Typography>
      </TabPanel>
    </Box>
  );
}
