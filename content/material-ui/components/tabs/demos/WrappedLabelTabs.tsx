import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function WrappedLabelTabs() {
  const [value, setValue] = React.useState('flights');

  return (
    <Box sx={{ width: '100%' }}>
      <Tabs
        value={value}
        onChange={(_event, newValue: string) => setValue(newValue)}
        aria-label="Travel bookings"
      >
        <Tab value="flights" label="Flights" />
        <Tab
          value="stays"
          label="Hotels and holiday apartments near the city centre"
          wrapped
        />
        <Tab value="cars" label="Car hire" />
      </Tabs>
    </Box>
  );
}
