import * as React from 'react';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';

const filters = [
  {
    value: 'all',
    label: 'All events',
    color: 'neutral',
    text: '128 events in the last hour.',
  },
  {
    value: 'warnings',
    label: 'Warnings',
    color: 'warning',
    text: '6 slow responses from the payments API.',
  },
  {
    value: 'errors',
    label: 'Errors',
    color: 'danger',
    text: '2 failed health checks on eu-west-2.',
  },
] as const;

export default function TabColors() {
  const [value, setValue] = React.useState<string>('all');
  return (
    <Tabs
      value={value}
      onChange={(event, newValue) => setValue(String(newValue))}
      sx={{ maxWidth: 480 }}
    >
      <TabList aria-label="Deployment log filters">
        {filters.map((filter) => (
          <Tab
            key={filter.value}
            value={filter.value}
            color={filter.color}
            variant={value === filter.value ? 'soft' : 'plain'}
          >
            {filter.label}
          </Tab>
        ))}
      </TabList>
      {filters.map((filter) => (
        <TabPanel key={filter.value} value={filter.value}>
          {filter.text}
        </TabPanel>
      ))}
    </Tabs>
  );
}
