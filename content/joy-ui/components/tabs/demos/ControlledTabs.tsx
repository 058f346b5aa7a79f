import * as React from 'react';
import Button from '@mui/joy/Button';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';
import Typography from '@mui/joy/Typography';

const steps = ['cart', 'shipping', 'payment'] as const;
type Step = (typeof steps)[number];

export default function ControlledTabs() {
  const [step, setStep] = React.useState<Step>('cart');
  const next = steps[steps.indexOf(step) + 1];
  return (
    <Tabs
      value={step}
      onChange={(event, newValue) => setStep(newValue as Step)}
      sx={{ maxWidth: 480, borderRadius: 'sm' }}
    >
      <TabList aria-label="Checkout">
        <Tab value="cart">Cart</Tab>
        <Tab value="shipping">Shipping</Tab>
        <Tab value="payment">Payment</Tab>
      </TabList>
      <TabPanel value="cart">
        <Typography>2 items, subtotal €84.50.</Typography>
      </TabPanel>
      <TabPanel value="shipping">
        <Typography>Standard delivery to Lisbon, 3 to 5 working days.</Typography>
      </TabPanel>
      <TabPanel value="payment">
        <Typography>Pay by card or bank transfer.</Typography>
      </TabPanel>
      {next && (
        <Button
          variant="soft"
          onClick={() => setStep(next)}
          sx={{
            alignSelf: 'flex-start',
            mx: 'var(--Tabs-spacing)',
            mb: 'var(--Tabs-spacing)',
          }}
        >
          Continue to {next}
        </Button>
      )}
    </Tabs>
  );
}
