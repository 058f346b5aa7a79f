import * as React from 'react';
import { Radio } from '@base-ui/react/radio';
import { RadioGroup } from '@base-ui/react/radio-group';

const deliveryOptions = [
  { value: 'standard', label: 'Standard, 4 to 6 days', disabled: false },
  { value: 'express', label: 'Express, 2 days', disabled: false },
  {
    value: 'same-day',
    label: 'Same day (not available in your area)',
    disabled: true,
  },
];

const itemClass =
  'flex items-center gap-2 text-sm text-fg has-[[data-disabled]]:text-fg-muted';
const radioClass =
  'm-0 box-border inline-flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-full border-2 border-solid border-fg-muted bg-transparent p-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[checked]:border-primary data-[disabled]:cursor-default data-[disabled]:border-fg-disabled';
const indicatorClass = 'block size-2.5 rounded-full bg-primary';

export default function ShippingRadioGroup() {
  const captionId = React.useId();

  return (
    <div className="flex flex-col gap-2">
      <div id={captionId} className="text-sm font-semibold text-fg">
        Delivery
      </div>
      <RadioGroup
        aria-labelledby={captionId}
        name="delivery"
        defaultValue="standard"
        className="flex flex-col gap-2"
      >
        {deliveryOptions.map((option) => (
          <label key={option.value} className={itemClass}>
            <Radio.Root
              value={option.value}
              disabled={option.disabled}
              className={radioClass}
            >
              <Radio.Indicator className={indicatorClass} />
            </Radio.Root>
            {option.label}
          </label>
        ))}
      </RadioGroup>
    </div>
  );
}
