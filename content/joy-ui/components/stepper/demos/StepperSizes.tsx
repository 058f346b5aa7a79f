import Stack from '@mui/joy/Stack';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';

const sizes = ['sm', 'md', 'lg'] as const;
const steps = ['Upload', 'Review', 'Publish'];

export default function StepperSizes() {
  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      {sizes.map((size) => (
        <Stepper
          key={size}
          size={size}
          aria-label={`Publishing steps, size ${size}`}
        >
          {steps.map((label, index) => (
            <Step key={label} indicator={<StepIndicator>{index + 1}</StepIndicator>}>
              {label}
            </Step>
          ))}
        </Stepper>
      ))}
    </Stack>
  );
}
