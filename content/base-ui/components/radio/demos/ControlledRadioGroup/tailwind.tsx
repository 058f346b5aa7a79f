import * as React from 'react';
import { Radio } from '@base-ui/react/radio';
import { RadioGroup } from '@base-ui/react/radio-group';

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

const itemClass =
  'flex items-center gap-2 text-sm text-fg has-[[data-disabled]]:text-fg-muted';
const radioClass =
  'm-0 box-border inline-flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-full border-2 border-solid border-fg-muted bg-transparent p-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[checked]:border-primary data-[disabled]:cursor-default data-[disabled]:border-fg-disabled';
const indicatorClass = 'block size-2.5 rounded-full bg-primary';

export default function ControlledRadioGroup() {
  const captionId = React.useId();
  const [plan, setPlan] = React.useState('team');
  const selected = plans.find((option) => option.value === plan);

  return (
    <div className="flex w-[280px] flex-col gap-2">
      <div id={captionId} className="text-sm font-semibold text-fg">
        Plan
      </div>
      <RadioGroup
        aria-labelledby={captionId}
        value={plan}
        onValueChange={setPlan}
        className="flex gap-4"
      >
        {plans.map((option) => (
          <label key={option.value} className={itemClass}>
            <Radio.Root value={option.value} className={radioClass}>
              <Radio.Indicator className={indicatorClass} />
            </Radio.Root>
            {option.label}
          </label>
        ))}
      </RadioGroup>
      <p className="m-0 text-sm text-fg-muted">{selected?.summary}</p>
    </div>
  );
}
