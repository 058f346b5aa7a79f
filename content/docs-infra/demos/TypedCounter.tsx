import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface CounterProps {
  /** How much one click adds. */
  step?: number;
}

function Counter({ step = 1 }: CounterProps) {
  const [count, setCount] = React.useState<number>(0);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button variant="contained" onClick={() => setCount((value) => value + step)}>
        Add {step}
      </Button>
      <Typography aria-live="polite">Total: {count}</Typography>
    </Stack>
  );
}

export default function TypedCounter() {
  return <Counter step={2} />;
}
