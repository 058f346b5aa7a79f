import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';

const steps = ['Order placed', 'Packed', 'Shipped', 'Delivered'];
const activeStep = 2;

export default function HorizontalStepperAlternativeLabel() {
  return (
    <Box sx={{ width: '100%' }}>
      <Stepper activeStep={activeStep} alternativeLabel aria-label="Order status">
        {steps.map((label, index) => (
          <Step key={label} aria-current={index === activeStep ? 'step' : undefined}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
