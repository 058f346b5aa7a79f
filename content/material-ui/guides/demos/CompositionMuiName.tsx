import * as React from 'react';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel, { type StepLabelProps } from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

interface CheckoutStepLabelProps extends StepLabelProps {
  problem?: string;
}

// A StepLabel with an error message built in.
function CheckoutStepLabel({ problem, ...other }: CheckoutStepLabelProps) {
  return (
    <StepLabel
      {...other}
      error={Boolean(problem)}
      optional={
        problem ? (
          <Typography variant="caption" sx={{ color: 'error.main' }}>
            {problem}
          </Typography>
        ) : (
          other.optional
        )
      }
    />
  );
}
// StepButton recognises its label by this name and passes it the step icon.
// Without it, StepButton would wrap the label in a second StepLabel.
CheckoutStepLabel.muiName = StepLabel.muiName;

const steps = [
  { label: 'Shipping' },
  { label: 'Payment', problem: 'Card expired' },
  { label: 'Review' },
];

export default function CompositionMuiName() {
  const [activeStep, setActiveStep] = React.useState(0);

  return (
    <Stepper nonLinear activeStep={activeStep} sx={{ width: '100%' }}>
      {steps.map((step, index) => (
        <Step key={step.label}>
          <StepButton onClick={() => setActiveStep(index)}>
            <CheckoutStepLabel problem={step.problem}>
              {step.label}
            </CheckoutStepLabel>
          </StepButton>
        </Step>
      ))}
    </Stepper>
  );
}
