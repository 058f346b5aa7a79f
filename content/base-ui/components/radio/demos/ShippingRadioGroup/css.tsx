import * as React from 'react';
import { Radio } from '@base-ui/react/radio';
import { RadioGroup } from '@base-ui/react/radio-group';
import classes from './css.module.css';

const deliveryOptions = [
  { value: 'standard', label: 'Standard, 4 to 6 days', disabled: false },
  { value: 'express', label: 'Express, 2 days', disabled: false },
  {
    value: 'same-day',
    label: 'Same day (not available in your area)',
    disabled: true,
  },
];

export default function ShippingRadioGroup() {
  const captionId = React.useId();

  return (
    <div className={classes.wrapper}>
      <div id={captionId} className={classes.caption}>
        Delivery
      </div>
      <RadioGroup
        aria-labelledby={captionId}
        name="delivery"
        defaultValue="standard"
        className={classes.group}
      >
        {deliveryOptions.map((option) => (
          <label key={option.value} className={classes.item}>
            <Radio.Root
              value={option.value}
              disabled={option.disabled}
              className={classes.radio}
            >
              <Radio.Indicator className={classes.indicator} />
            </Radio.Root>
            {option.label}
          </label>
        ))}
      </RadioGroup>
    </div>
  );
}
