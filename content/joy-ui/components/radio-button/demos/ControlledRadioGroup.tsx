import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';

type Cycle = 'monthly' | 'yearly';

const prices: Record<Cycle, string> = {
  monthly: '$12 per seat, billed every month',
  yearly: '$120 per seat, billed once a year (2 months free)',
};

function isCycle(value: string): value is Cycle {
  return value === 'monthly' || value === 'yearly';
}

export default function ControlledRadioGroup() {
  const [cycle, setCycle] = React.useState<Cycle>('yearly');

  return (
    <FormControl>
      <FormLabel>Billing cycle</FormLabel>
      <RadioGroup
        name="billing-cycle"
        value={cycle}
        onChange={(event) => {
          if (isCycle(event.target.value)) setCycle(event.target.value);
        }}
      >
        <Radio value="monthly" label="Monthly" />
        <Radio value="yearly" label="Yearly" />
      </RadioGroup>
      <Typography level="body-sm" aria-live="polite" sx={{ mt: 1 }}>
        {prices[cycle]}
      </Typography>
    </FormControl>
  );
}
