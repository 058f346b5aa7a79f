import Step, { stepClasses } from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';

const steps = ['Upload', 'Transcode', 'Subtitles', 'Publish'];
const current = 2;

export default function ConnectorStyles() {
  return (
    <Stepper
      aria-label="Video processing"
      sx={(theme) => ({
        width: '100%',
        '--StepIndicator-size': '2rem',
        '--Step-connectorThickness': '4px',
        '--Step-connectorRadius': '4px',
        '--Step-connectorInset': '0px',
        '--Step-gap': '0.75rem',
        [`& .${stepClasses.completed}`]: {
          '--Step-connectorBg': theme.vars.palette.primary.solidBg,
        },
      })}
    >
      {steps.map((label, index) => (
        <Step
          key={label}
          orientation="vertical"
          completed={index < current}
          aria-current={index === current ? 'step' : undefined}
          indicator={
            <StepIndicator
              variant={index <= current ? 'solid' : 'outlined'}
              color={index <= current ? 'primary' : 'neutral'}
            >
              {index + 1}
            </StepIndicator>
          }
        >
          {label}
        </Step>
      ))}
    </Stepper>
  );
}
