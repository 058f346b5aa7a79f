import * as React from 'react';
import { Radio } from '@base-ui/react/radio';
import { RadioGroup } from '@base-ui/react/radio-group';
import classes from './css.module.css';

const plans = [
  { value: 'starter', label: 'Starter', summary: 'Free for up to 3 people.' },
  {
    value: 'team',
    label: 'Team',
    summary: '€12 per person each month, billed monthly.',
  },
  {
    value: 'business',
    label: 'Business',
    summary: '€29 per person each month, with SSO.',
  },
];

export default function ControlledRadioGroup() {
  const captionId = React.useId();
  const [plan, setPlan] = React.useState('team');
  const selected = plans.find((option) => option.value === plan);

  return (
    <div className={classes.wrapper}>
      <div id={captionId} className={classes.caption}>
        Plan
      </div>
      <RadioGroup
        aria-labelledby={captionId}
        value={plan}
        onValueChange={setPlan}
        className={classes.group}
      >
        {plans.map((option) => (
          <label key={option.value} className={classes.item}>
            <Radio.Root value={option.value} className={classes.radio}>
              <Radio.Indicator className={classes.indicator} />
            </Radio.Root>
            {option.label}
          </label>
        ))}
      </RadioGroup>
      <p className={classes.summary}>{selected?.summary}</p>
    </div>
  );
}
