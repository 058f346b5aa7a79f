import * as React from 'react';
import { Button } from '@base-ui/react/button';
import classes from './css.module.css';

export default function LoadingButton() {
  const [placing, setPlacing] = React.useState(false);
  const labelId = React.useId();

  React.useEffect(() => {
    if (!placing) {
      return undefined;
    }
    const timeout = setTimeout(() => setPlacing(false), 2000);
    return () => clearTimeout(timeout);
  }, [placing]);

  return (
    <Button
      disabled={placing}
      focusableWhenDisabled
      aria-labelledby={labelId}
      onClick={() => setPlacing(true)}
      className={classes.button}
    >
      <span id={labelId}>{placing ? 'Placing order…' : 'Place order'}</span>
    </Button>
  );
}
