import * as React from 'react';
import { Radio } from '@base-ui/react/radio';
import { RadioGroup } from '@base-ui/react/radio-group';
import classes from './css.module.css';

const addresses = [
  { id: 'home', label: 'Home', line: '14 Rue des Lilas, 69003 Lyon' },
  { id: 'office', label: 'Office', line: '2 Quai du Commerce, 69009 Lyon' },
  { id: 'parents', label: 'Parents', line: '7 Chemin du Moulin, 38200 Vienne' },
];

type Address = (typeof addresses)[number];

export default function SavedAddressRadioGroup() {
  const captionId = React.useId();
  // null, not undefined: the group is controlled from the first render.
  const [address, setAddress] = React.useState<Address | null>(null);

  return (
    <div className={classes.wrapper}>
      <div id={captionId} className={classes.caption}>
        Ship to
      </div>
      <RadioGroup
        aria-labelledby={captionId}
        value={address}
        onValueChange={setAddress}
        className={classes.group}
      >
        {addresses.map((option) => (
          <label key={option.id} className={classes.item}>
            {/* The same objects as in state: the group compares with === */}
            <Radio.Root value={option} className={classes.radio}>
              <Radio.Indicator className={classes.indicator} />
            </Radio.Root>
            <span>
              {option.label}
              <span className={classes.line}>{option.line}</span>
            </span>
          </label>
        ))}
      </RadioGroup>
      <p className={classes.summary}>
        {address
          ? `Your order ships to ${address.line}.`
          : 'Choose an address for this order.'}
      </p>
    </div>
  );
}
