import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = ['Shipping address', 'Payment', 'Review order'];
const activeStep = 1;
const failedStep = 1;

export default function HorizontalStepperWithError() {
  return (
    <Box sx={{ width: '100%' }}>
      <Stepper activeStep={activeStep} aria-label="Checkout">
        {steps.map((label, index) => (
          <Step key={label} aria-current={index === activeStep ? 'step' : undefined}>
            <StepLabel
              error={index === failedStep}
              optional={
                index === failedStep ? (
                  <Typography variant="caption" color="error">
                    Card declined
                  </Typography>
                ) : undefined
              }
            >
              {label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
