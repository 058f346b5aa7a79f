import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const sections = [
  'Top stories',
  'World',
  'Business',
  'Technology',
  'Science',
  'Health',
  'Sport',
  'Culture',
  'Travel',
  'Food',
];

export default function ScrollableTabs() {
  const [value, setValue] = React.useState(0);

  return (
    <Box sx={{ width: '100%', maxWidth: 480, bgcolor: 'background.paper' }}>
      <Tabs
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        variant="scrollable"
        scrollButtons
        allowScrollButtonsMobile
        aria-label="News sections"
      >
        {sections.map((section) => (
          <Tab key={section} label={section} />
        ))}
      </Tabs>
    </Box>
  );
}
