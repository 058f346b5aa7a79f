import * as React from 'react';
import TabContext from '@mui/lab/TabContext';
import TabList from '@mui/lab/TabList';
import TabPanel from '@mui/lab/TabPanel';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Typography from '@mui/material/Typography';

export default function LabTabs() {
  const [value, setValue] = React.useState('ingredients');

  return (
    <Box sx={{ width: '100%' }}>
      <TabContext value={value}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <TabList
            onChange={(_event, newValue: string) => setValue(newValue)}
            aria-label="Recipe"
          >
            <Tab label="Ingredients" value="ingredients" />
            <Tab label="Method" value="method" />
            <Tab label="Nutrition" value="nutrition" />
          </TabList>
        </Box>
        <TabPanel value="ingredients">
          <Typography>
            Flour, butter, sugar, two eggs and a pinch of salt.
          </Typography>
        </TabPanel>
        <TabPanel value="method">
          <Typography>Rub the butter into the flour, then add the rest.</Typography>
        </TabPanel>
        <TabPanel value="nutrition">
          <Typography>About 240 kcal per slice, with 12 g of fat.</Typography>
        </TabPanel>
      </TabContext>
    </Box>
  );
}
