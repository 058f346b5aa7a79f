import Check from '@mui/icons-material/Check';
import Home from '@mui/icons-material/Home';
import Inventory2 from '@mui/icons-material/Inventory2';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';

export default function StepIndicatorColors() {
  return (
    <Stepper aria-label="Order 4821 tracking" sx={{ width: '100%' }}>
      <Step
        indicator={
          <StepIndicator variant="solid" color="success">
            <Check />
          </StepIndicator>
        }
      >
        Ordered
      </Step>
      <Step
        indicator={
          <StepIndicator variant="solid" color="success">
            <Inventory2 />
          </StepIndicator>
        }
      >
        Packed
      </Step>
      <Step
        aria-current="step"
        indicator={
          <StepIndicator variant="solid" color="primary">
            <LocalShipping />
          </StepIndicator>
        }
      >
        In transit
      </Step>
      <Step
        indicator={
          <StepIndicator variant="outlined">
            <Home />
          </StepIndicator>
        }
      >
        Delivered
      </Step>
    </Stepper>
  );
}
