import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';

const addresses = [
  {
    value: 'shipping',
    label: 'Shipping address',
    placeholder: '12 Harbour Street, Bristol',
  },
  { value: 'billing', label: 'Billing address', placeholder: '4 Mill Lane, Leeds' },
];

export default function KeepMountedTabs() {
  const [keepMounted, setKeepMounted] = React.useState(true);
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <Checkbox
        label="keepMounted"
        checked={keepMounted}
        onChange={(event) => setKeepMounted(event.target.checked)}
      />
      <Tabs defaultValue="shipping">
        <TabList aria-label="Checkout addresses">
          {addresses.map((address) => (
            <Tab key={address.value} value={address.value}>
              {address.label}
            </Tab>
          ))}
        </TabList>
        {addresses.map((address) => (
          <TabPanel
            key={address.value}
            value={address.value}
            keepMounted={keepMounted}
          >
            <FormControl>
              <FormLabel>Street and town</FormLabel>
              <Input placeholder={address.placeholder} />
            </FormControl>
          </TabPanel>
        ))}
      </Tabs>
    </Stack>
  );
}
