import * as React from 'react';
import { Radio } from '@base-ui/react/radio';
import { RadioGroup } from '@base-ui/react/radio-group';

const addresses = [
  { id: 'home', label: 'Home', line: '14 Rue des Lilas, 69003 Lyon' },
  { id: 'office', label: 'Office', line: '2 Quai du Commerce, 69009 Lyon' },
  { id: 'parents', label: 'Parents', line: '7 Chemin du Moulin, 38200 Vienne' },
];

type Address = (typeof addresses)[number];

const radioClass =
  'm-0 box-border inline-flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-full border-2 border-solid border-fg-muted bg-transparent p-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[checked]:border-primary';

export default function SavedAddressRadioGroup() {
  const captionId = React.useId();
  // null, not undefined: the group is controlled from the first render.
  const [address, setAddress] = React.useState<Address | null>(null);

  return (
    <div className="flex w-full max-w-80 flex-col gap-2">
      <div id={captionId} className="text-sm font-semibold text-fg">
        Ship to
      </div>
      <RadioGroup
        aria-labelledby={captionId}
        value={address}
        onValueChange={setAddress}
        className="flex flex-col gap-3"
      >
        {addresses.map((option) => (
          <label key={option.id} className="flex items-start gap-2 text-sm text-fg">
            {/* The same objects as in state: the group compares with === */}
            <Radio.Root value={option} className={radioClass}>
              <Radio.Indicator className="block size-2.5 rounded-full bg-primary" />
            </Radio.Root>
            <span>
              {option.label}
              <span className="block text-fg-muted">{option.line}</span>
            </span>
          </label>
        ))}
      </RadioGroup>
      <p className="m-0 text-sm text-fg-muted">
        {address
          ? `Your order ships to ${address.line}.`
          : 'Choose an address for this order.'}
      </p>
    </div>
  );
}
