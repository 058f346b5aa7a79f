import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';

const steps = ['Account', 'Profile', 'Preferences', 'Done'];

export default function StepLabelsBelow() {
  return (
    <Stepper aria-label="Sign-up progress" sx={{ width: '100%' }}>
      {steps.map((label, index) => (
        <Step
          key={label}
          orientation="vertical"
          indicator={<StepIndicator>{index + 1}</StepIndicator>}
        >
          {label}
        </Step>
      ))}
    </Stepper>
  );
}
