import * as React from 'react';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const plans = [
  {
    value: 'starter',
    name: 'Starter',
    price: '$0',
    detail: 'One project, 3 collaborators',
  },
  {
    value: 'team',
    name: 'Team',
    price: '$12 / seat',
    detail: 'Unlimited projects and guests',
  },
  {
    value: 'business',
    name: 'Business',
    price: '$24 / seat',
    detail: 'SSO, audit log, priority support',
  },
];

export default function RadioCards() {
  const id = React.useId();

  return (
    <RadioGroup
      aria-label="Plan"
      name="plan"
      defaultValue="team"
      overlay
      sx={{ flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}
    >
      {plans.map((plan) => (
        <Sheet
          key={plan.value}
          variant="outlined"
          sx={{ flex: 1, p: 2, borderRadius: 'md', display: 'grid', gap: 1 }}
        >
          <Radio
            value={plan.value}
            label={plan.name}
            slotProps={{
              input: { 'aria-describedby': `${id}-${plan.value}` },
              action: ({ checked }) => ({
                sx: checked
                  ? { border: '2px solid', borderColor: 'primary.500' }
                  : {},
              }),
            }}
          />
          <Typography level="title-lg">{plan.price}</Typography>
          <Typography id={`${id}-${plan.value}`} level="body-sm">
            {plan.detail}
          </Typography>
        </Sheet>
      ))}
    </RadioGroup>
  );
}
