import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = [
  {
    label: 'Choose a campsite',
    description: 'Pick one of the twelve pitches by the lake or in the pine forest.',
  },
  {
    label: 'Select your dates',
    description: 'Stays are between two and fourteen nights, from April to October.',
  },
  {
    label: 'Add extras',
    description: 'Firewood, a canoe or breakfast can be added now or on arrival.',
  },
];

export default function VerticalLinearStepper() {
  const [activeStep, setActiveStep] = React.useState(0);

  return (
    <Box sx={{ maxWidth: 420 }}>
      <Stepper activeStep={activeStep} orientation="vertical" aria-label="Booking">
        {steps.map((step, index) => (
          <Step
            key={step.label}
            aria-current={index === activeStep ? 'step' : undefined}
          >
            <StepLabel>{step.label}</StepLabel>
            <StepContent>
              <Typography>{step.description}</Typography>
              <Box sx={{ mt: 2, display: 'flex', gap: 1 }}>
                <Button variant="contained" onClick={() => setActiveStep(index + 1)}>
                  {index === steps.length - 1 ? 'Finish' : 'Continue'}
                </Button>
                <Button
                  disabled={index === 0}
                  onClick={() => setActiveStep(index - 1)}
                >
                  Back
                </Button>
              </Box>
            </StepContent>
          </Step>
        ))}
      </Stepper>
      {activeStep === steps.length && (
        <Paper square elevation={0} sx={{ p: 3 }}>
          <Typography>Your booking is ready to confirm.</Typography>
          <Button onClick={() => setActiveStep(0)} sx={{ mt: 1 }}>
            Start again
          </Button>
        </Paper>
      )}
    </Box>
  );
}
