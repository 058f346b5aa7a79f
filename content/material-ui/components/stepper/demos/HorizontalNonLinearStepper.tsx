import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = [
  { label: 'Add a photo', task: 'Upload a square photo of at least 400 pixels.' },
  { label: 'Write a bio', task: 'Tell people what you work on, in two sentences.' },
  { label: 'Link your calendar', task: 'Let teammates see when you are free.' },
];

export default function HorizontalNonLinearStepper() {
  const [activeStep, setActiveStep] = React.useState(0);
  const [completed, setCompleted] = React.useState<boolean[]>([false, false, false]);
  const id = React.useId();
  const allDone = completed.every(Boolean);

  const handleComplete = () => {
    setCompleted((prev) => prev.map((done, index) => done || index === activeStep));
    // Move on to the next step that is not done yet, if there is one.
    const next = completed.findIndex((done, index) => !done && index !== activeStep);
    if (next !== -1) {
      setActiveStep(next);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stepper nonLinear activeStep={activeStep} aria-label="Profile set-up">
        {steps.map((step, index) => (
          <Step key={step.label} completed={completed[index]}>
            <StepButton
              id={`${id}-tab-${index}`}
              aria-controls={`${id}-panel`}
              onClick={() => setActiveStep(index)}
            >
              {step.label}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Box
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${activeStep}`}
        sx={{ mt: 3 }}
      >
        <Typography sx={{ mb: 2 }}>
          {allDone ? 'Your profile is complete.' : steps[activeStep]?.task}
        </Typography>
        {allDone ? (
          <Button onClick={() => setCompleted([false, false, false])}>Reset</Button>
        ) : (
          <Button
            variant="contained"
            disabled={completed[activeStep]}
            onClick={handleComplete}
          >
            {completed[activeStep] ? 'Done' : 'Mark as done'}
          </Button>
        )}
      </Box>
    </Box>
  );
}
