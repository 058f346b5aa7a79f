import * as React from 'react';
import Home from '@mui/icons-material/Home';
import Inventory2 from '@mui/icons-material/Inventory2';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Receipt from '@mui/icons-material/Receipt';
import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepConnector, { stepConnectorClasses } from '@mui/material/StepConnector';
import type { StepIconProps } from '@mui/material/StepIcon';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { styled } from '@mui/material/styles';

// A thicker line that takes the primary colour once the step before it is reached.
const ThickConnector = styled(StepConnector)(({ theme }) => ({
  [`&.${stepConnectorClasses.alternativeLabel}`]: { top: 20 },
  [`& .${stepConnectorClasses.line}`]: {
    height: 3,
    border: 0,
    borderRadius: 1,
    backgroundColor: (theme.vars ?? theme).palette.divider,
  },
  [`&.${stepConnectorClasses.active} .${stepConnectorClasses.line}, &.${stepConnectorClasses.completed} .${stepConnectorClasses.line}`]:
    { backgroundColor: (theme.vars ?? theme).palette.primary.main },
}));

const icons: Record<string, React.ReactElement> = {
  1: <Receipt />,
  2: <Inventory2 />,
  3: <LocalShipping />,
  4: <Home />,
};

// Replaces StepIcon: a round badge with an icon for each step.
function OrderStepIcon({ active, completed, icon }: StepIconProps) {
  return (
    <Box
      sx={{
        width: 44,
        height: 44,
        borderRadius: '50%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: active || completed ? 'primary.contrastText' : 'text.secondary',
        bgcolor: active || completed ? 'primary.main' : 'action.selected',
        boxShadow: active ? 4 : 0,
      }}
    >
      {icons[String(icon)]}
    </Box>
  );
}

const steps = ['Order placed', 'Packed', 'Shipped', 'Delivered'];

export default function CustomizedSteppers() {
  return (
    <Stepper
      alternativeLabel
      activeStep={2}
      connector={<ThickConnector />}
      aria-label="Order status"
      sx={{ width: '100%' }}
    >
      {steps.map((label, index) => (
        <Step key={label} aria-current={index === 2 ? 'step' : undefined}>
          <StepLabel slots={{ stepIcon: OrderStepIcon }}>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
