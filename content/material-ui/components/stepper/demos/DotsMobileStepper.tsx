import * as React from 'react';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

const tips = [
  'Swipe left on a message to archive it.',
  'Press and hold a conversation to pin it to the top.',
  'Turn on quiet hours to pause notifications at night.',
  'Star a message to find it later in the Starred folder.',
];

export default function DotsMobileStepper() {
  const theme = useTheme();
  const [activeStep, setActiveStep] = React.useState(0);
  // The arrows point the way the content moves, so they swap in right-to-left layouts.
  const rtl = theme.direction === 'rtl';

  return (
    <Box sx={{ maxWidth: 400 }}>
      <Typography aria-live="polite" sx={{ minHeight: 72, p: 2 }}>
        {tips[activeStep]}
      </Typography>
      <MobileStepper
        variant="dots"
        steps={tips.length}
        position="static"
        activeStep={activeStep}
        slotProps={{
          dots: {
            role: 'img',
            'aria-label': `Tip ${activeStep + 1} of ${tips.length}`,
          },
        }}
        nextButton={
          <Button
            size="small"
            onClick={() => setActiveStep((prev) => prev + 1)}
            disabled={activeStep === tips.length - 1}
          >
            Next
            {rtl ? <KeyboardArrowLeft /> : <KeyboardArrowRight />}
          </Button>
        }
        backButton={
          <Button
            size="small"
            onClick={() => setActiveStep((prev) => prev - 1)}
            disabled={activeStep === 0}
          >
            {rtl ? <KeyboardArrowRight /> : <KeyboardArrowLeft />}
            Back
          </Button>
        }
      />
    </Box>
  );
}
