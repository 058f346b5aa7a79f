import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = ['Create your account', 'Import contacts', 'Invite teammates'];
const OPTIONAL_STEP = 1;

export default function HorizontalLinearStepper() {
  const [activeStep, setActiveStep] = React.useState(0);
  const [skipped, setSkipped] = React.useState<number[]>([]);
  const finished = activeStep === steps.length;

  const handleNext = () => {
    setSkipped((prev) => prev.filter((step) => step !== activeStep));
    setActiveStep((prev) => prev + 1);
  };
  const handleSkip = () => {
    setSkipped((prev) => [...prev, activeStep]);
    setActiveStep((prev) => prev + 1);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stepper activeStep={activeStep} aria-label="Workspace set-up">
        {steps.map((label, index) => (
          <Step
            key={label}
            completed={skipped.includes(index) ? false : undefined}
            aria-current={index === activeStep ? 'step' : undefined}
          >
            <StepLabel
              optional={
                index === OPTIONAL_STEP ? (
                  <Typography variant="caption">Optional</Typography>
                ) : undefined
              }
            >
              {label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography sx={{ mt: 3, mb: 1 }}>
        {finished
          ? 'All steps completed. Your workspace is ready.'
          : `Step ${activeStep + 1} of ${steps.length}: ${steps[activeStep]}`}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        {finished ? (
          <Button
            onClick={() => {
              setActiveStep(0);
              setSkipped([]);
            }}
          >
            Start again
          </Button>
        ) : (
          <React.Fragment>
            <Button
              disabled={activeStep === 0}
              onClick={() => setActiveStep((p) => p - 1)}
            >
              Back
            </Button>
            <Box sx={{ flex: 1 }} />
            {activeStep === OPTIONAL_STEP && (
              <Button onClick={handleSkip}>Skip</Button>
            )}
            <Button variant="contained" onClick={handleNext}>
              {activeStep === steps.length - 1 ? 'Finish' : 'Next'}
            </Button>
          </React.Fragment>
        )}
      </Box>
    </Box>
  );
}
