import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

const steps = ['Order placed', 'Packed', 'Shipped', 'Delivered'];

export default function ResponsiveUiMediaQuery() {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));

  return (
    <Stepper
      activeStep={2}
      orientation={isPhone ? 'vertical' : 'horizontal'}
      alternativeLabel={!isPhone}
      aria-label="Order progress"
    >
      {steps.map((label) => (
        <Step key={label}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
