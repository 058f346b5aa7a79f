import * as React from 'react';
import Step from '@mui/joy/Step';
import StepButton from '@mui/joy/StepButton';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';

const sections = ['Company details', 'Team', 'Billing', 'Notifications'];

export default function ClickableSteps() {
  const [active, setActive] = React.useState(0);
  return (
    <div style={{ width: '100%' }}>
      <Stepper aria-label="Settings sections" sx={{ width: '100%' }}>
        {sections.map((label, index) => (
          <Step
            key={label}
            indicator={
              <StepIndicator
                variant={index === active ? 'solid' : 'soft'}
                color={index === active ? 'primary' : 'neutral'}
              >
                {index + 1}
              </StepIndicator>
            }
          >
            <StepButton
              aria-current={index === active ? 'step' : undefined}
              onClick={() => setActive(index)}
            >
              {label}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Typography level="body-sm" sx={{ mt: 2 }}>
        Editing: {sections[active]}
      </Typography>
    </div>
  );
}
