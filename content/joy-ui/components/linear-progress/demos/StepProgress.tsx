import * as React from 'react';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const steps = ['Account', 'Shipping address', 'Payment', 'Review'];

export default function StepProgress() {
  const [step, setStep] = React.useState(1);
  const labelId = React.useId();
  const stepText = `Step ${step + 1} of ${steps.length}: ${steps[step]}`;

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 400 }}>
      <Typography id={labelId} level="title-sm">
        Checkout progress
      </Typography>
      <LinearProgress
        determinate
        value={((step + 1) / steps.length) * 100}
        aria-labelledby={labelId}
        // Read out instead of "50%".
        aria-valuetext={stepText}
      />
      <Typography level="body-sm">{stepText}</Typography>
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          color="neutral"
          disabled={step === 0}
          onClick={() => setStep(step - 1)}
        >
          Back
        </Button>
        <Button
          disabled={step === steps.length - 1}
          onClick={() => setStep(step + 1)}
        >
          Next
        </Button>
      </Stack>
    </Stack>
  );
}
