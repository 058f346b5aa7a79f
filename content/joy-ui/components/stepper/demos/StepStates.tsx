import Check from '@mui/icons-material/Check';
import Step, { stepClasses } from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';

const steps = ['Applied', 'Screening call', 'Interview', 'Offer'];
const current = 2;

export default function StepStates() {
  return (
    <Stepper
      aria-label="Application status"
      sx={(theme) => ({
        width: '100%',
        [`& .${stepClasses.completed}`]: {
          '--Step-connectorBg': theme.vars.palette.success.solidBg,
        },
        [`& .${stepClasses.active}`]: { fontWeight: 'lg' },
        [`& .${stepClasses.disabled}`]: { color: 'text.tertiary' },
      })}
    >
      {steps.map((label, index) => (
        <Step
          key={label}
          completed={index < current}
          active={index === current}
          disabled={index > current}
          aria-current={index === current ? 'step' : undefined}
          indicator={
            <StepIndicator
              variant={index <= current ? 'solid' : 'outlined'}
              color={
                index < current
                  ? 'success'
                  : index === current
                    ? 'primary'
                    : 'neutral'
              }
            >
              {index < current ? <Check /> : index + 1}
            </StepIndicator>
          }
        >
          {label}
        </Step>
      ))}
    </Stepper>
  );
}
