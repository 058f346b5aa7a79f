import * as React from 'react';
import { Input } from '@base-ui/react/input';
import classes from './css.module.css';

export default function BasicInput() {
  const id = React.useId();

  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        Order number
      </label>
      <Input id={id} placeholder="e.g. NW-20481" className={classes.input} />
    </div>
  );
}
