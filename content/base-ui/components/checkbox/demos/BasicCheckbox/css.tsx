import { Checkbox } from '@base-ui/react/checkbox';
import classes from './css.module.css';

function CheckIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" fill="none" aria-hidden="true">
      <path d="M2 6.5 4.5 9 10 3" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export default function BasicCheckbox() {
  return (
    <label className={classes.label}>
      <Checkbox.Root defaultChecked className={classes.root}>
        <Checkbox.Indicator className={classes.indicator}>
          <CheckIcon />
        </Checkbox.Indicator>
      </Checkbox.Root>
      Accept the terms
    </label>
  );
}
