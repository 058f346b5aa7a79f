import Stack from '@mui/joy/Stack';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';

const sizes = ['sm', 'md', 'lg'] as const;
const periods = [
  { value: 'day', label: 'Today', text: '42 orders, €1,980 in sales.' },
  { value: 'week', label: 'This week', text: '311 orders, €14,260 in sales.' },
  { value: 'month', label: 'This month', text: '1,204 orders, €55,700 in sales.' },
];

export default function TabsSizes() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      {sizes.map((size) => (
        <Tabs key={size} size={size} defaultValue="week">
          <TabList aria-label={`Sales period, size ${size}`}>
            {periods.map((period) => (
              <Tab key={period.value} value={period.value}>
                {period.label}
              </Tab>
            ))}
          </TabList>
          {periods.map((period) => (
            <TabPanel key={period.value} value={period.value}>
              {period.text}
            </TabPanel>
          ))}
        </Tabs>
      ))}
    </Stack>
  );
}
