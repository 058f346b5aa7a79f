import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';

type Placement = 'top' | 'bottom';

export default function IndicatorPlacement() {
  const [placement, setPlacement] = React.useState<Placement>('bottom');
  const [inset, setInset] = React.useState(false);
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <Stack
        direction="row"
        spacing={3}
        sx={{ flexWrap: 'wrap', alignItems: 'flex-end' }}
      >
        <FormControl>
          <FormLabel>Indicator placement</FormLabel>
          <RadioGroup
            orientation="horizontal"
            value={placement}
            onChange={(event) => setPlacement(event.target.value as Placement)}
          >
            <Radio value="bottom" label="bottom" />
            <Radio value="top" label="top" />
          </RadioGroup>
        </FormControl>
        <Checkbox
          label="indicatorInset"
          checked={inset}
          onChange={(event) => setInset(event.target.checked)}
        />
      </Stack>
      <Tabs defaultValue="popular">
        <TabList underlinePlacement={placement} aria-label="Recipe collections">
          {['Popular', 'Quick dinners', 'Vegetarian'].map((label) => (
            <Tab
              key={label}
              value={label.toLowerCase()}
              indicatorPlacement={placement}
              indicatorInset={inset}
            >
              {label}
            </Tab>
          ))}
        </TabList>
        <TabPanel value="popular">Lemon and herb roast chicken, 4.8 stars.</TabPanel>
        <TabPanel value="quick dinners">Fifteen-minute miso noodles.</TabPanel>
        <TabPanel value="vegetarian">Spinach and ricotta cannelloni.</TabPanel>
      </Tabs>
    </Stack>
  );
}
