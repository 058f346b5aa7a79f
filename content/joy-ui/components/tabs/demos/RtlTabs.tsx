import * as React from 'react';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';

export default function RtlTabs() {
  const ref = React.useRef<HTMLDivElement>(null);
  const [direction, setDirection] = React.useState<'ltr' | 'rtl'>('ltr');

  // Read the direction the page gives this element, once it is in the document.
  React.useEffect(() => {
    if (ref.current && getComputedStyle(ref.current).direction === 'rtl') {
      setDirection('rtl');
    }
  }, []);

  return (
    <Tabs
      ref={ref}
      direction={direction}
      defaultValue="arrivals"
      sx={{ maxWidth: 480 }}
    >
      <TabList aria-label="Flight board">
        <Tab value="arrivals">Arrivals</Tab>
        <Tab value="departures">Departures</Tab>
        <Tab value="parking">Parking</Tab>
      </TabList>
      <TabPanel value="arrivals">BA 432 from London lands at 14:05.</TabPanel>
      <TabPanel value="departures">TP 1357 to Lisbon boards at Gate 12.</TabPanel>
      <TabPanel value="parking">Car park P2 has 140 free spaces.</TabPanel>
    </Tabs>
  );
}
