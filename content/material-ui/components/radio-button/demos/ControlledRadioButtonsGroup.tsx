import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

const plans = { monthly: '£9 a month', yearly: '£90 a year (two months free)' };
type Plan = keyof typeof plans;

export default function ControlledRadioButtonsGroup() {
  const [plan, setPlan] = React.useState<Plan>('monthly');
  const labelId = React.useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>Billing</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name="billing"
        value={plan}
        onChange={(_event, value) => setPlan(value as Plan)}
      >
        <FormControlLabel value="monthly" control={<Radio />} label="Monthly" />
        <FormControlLabel value="yearly" control={<Radio />} label="Yearly" />
      </RadioGroup>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        You pay {plans[plan]}.
      </Typography>
    </FormControl>
  );
}
