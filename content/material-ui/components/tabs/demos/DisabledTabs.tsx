import * as React from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function DisabledTabs() {
  const [value, setValue] = React.useState(0);

  return (
    <Tabs
      value={value}
      onChange={(_event, newValue: number) => setValue(newValue)}
      aria-label="Product details"
    >
      <Tab label="Overview" />
      <Tab label="Reviews" />
      <Tab label="Questions (coming soon)" disabled />
    </Tabs>
  );
}
