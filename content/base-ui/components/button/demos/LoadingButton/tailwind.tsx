import * as React from 'react';
import { Button } from '@base-ui/react/button';

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
      className="m-0 min-w-36 cursor-pointer rounded-md border border-transparent bg-primary px-4 py-2 font-[inherit] text-sm font-medium text-on-primary hover:not-data-[disabled]:bg-primary-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[disabled]:cursor-wait data-[disabled]:opacity-60"
    >
      <span id={labelId}>{placing ? 'Placing order…' : 'Place order'}</span>
    </Button>
  );
}
