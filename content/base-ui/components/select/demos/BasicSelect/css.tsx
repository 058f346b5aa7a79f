import { Select } from '@base-ui/react/select';
import classes from './css.module.css';

const shippingMethods = [
  { value: 'standard', label: 'Standard (3–5 days)' },
  { value: 'express', label: 'Express (1–2 days)' },
  { value: 'overnight', label: 'Overnight' },
  { value: 'pickup', label: 'Pick up in store' },
];

export default function BasicSelect() {
  return (
    <Select.Root items={shippingMethods}>
      <div className={classes.field}>
        <Select.Label className={classes.label}>Shipping method</Select.Label>
        <Select.Trigger className={classes.trigger}>
          <Select.Value placeholder="Choose a method" className={classes.value} />
          <Select.Icon className={classes.icon}>
            <ChevronUpDownIcon />
          </Select.Icon>
        </Select.Trigger>
      </div>
      <Select.Portal>
        <Select.Positioner sideOffset={4} className={classes.positioner}>
          <Select.Popup className={classes.popup}>
            <Select.List className={classes.list}>
              {shippingMethods.map((method) => (
                <Select.Item
                  key={method.value}
                  value={method.value}
                  className={classes.item}
                >
                  <Select.ItemIndicator className={classes.indicator}>
                    <CheckIcon />
                  </Select.ItemIndicator>
                  <Select.ItemText className={classes.itemText}>
                    {method.label}
                  </Select.ItemText>
                </Select.Item>
              ))}
            </Select.List>
          </Select.Popup>
        </Select.Positioner>
      </Select.Portal>
    </Select.Root>
  );
}

function ChevronUpDownIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path
        d="M5 6l3-3 3 3M5 10l3 3 3-3"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path
        d="M3.5 8.5l3 3 6-7"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
