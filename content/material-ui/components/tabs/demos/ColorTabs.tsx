import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function ColorTabs() {
  const [value, setValue] = React.useState('inbox');

  return (
    <Box sx={{ width: '100%' }}>
      <Tabs
        value={value}
        onChange={(_event, newValue: string) => setValue(newValue)}
        textColor="secondary"
        indicatorColor="secondary"
        aria-label="Mail folders"
      >
        <Tab value="inbox" label="Inbox" />
        <Tab value="starred" label="Starred" />
        <Tab value="sent" label="Sent" />
      </Tabs>
    </Box>
  );
}
