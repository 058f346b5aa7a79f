import * as React from 'react';
import { Input } from '@base-ui/react/input';
import classes from './css.module.css';

const maxLength = 40;

export default function ControlledInput() {
  const id = React.useId();
  const [headline, setHeadline] = React.useState('Product designer in Lisbon');

  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        Profile headline
      </label>
      <Input
        id={id}
        value={headline}
        onValueChange={setHeadline}
        maxLength={maxLength}
        aria-describedby={`${id}-count`}
        className={classes.input}
      />
      <p id={`${id}-count`} className={classes.counter}>
        {headline.length} of {maxLength} characters
      </p>
    </div>
  );
}
