import * as React from 'react';
import Button from '@mui/material/Button';

export default function CrashingDemo() {
  const [broken, setBroken] = React.useState(false);
  if (broken) {
    throw new Error('CrashingDemo threw while rendering, on purpose.');
  }
  return (
    <Button variant="outlined" color="error" onClick={() => setBroken(true)}>
      Crash this demo
    </Button>
  );
}
