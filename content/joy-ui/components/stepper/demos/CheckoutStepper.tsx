import * as React from 'react';
import Check from '@mui/icons-material/Check';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';

const steps = [
  { label: 'Cart', text: 'Trail running shoes and a rain jacket: $214.00.' },
  { label: 'Shipping', text: 'Standard delivery to 12 Harbour Street, Bristol.' },
  { label: 'Payment', text: 'Visa ending in 4242.' },
  { label: 'Review', text: 'Check the details above, then place your order.' },
];

export default function CheckoutStepper() {
  const [active, setActive] = React.useState(0);
  const done = active === steps.length;
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stepper aria-label="Checkout">
        {steps.map(({ label }, index) => (
          <Step
            key={label}
            completed={index < active}
            aria-current={index === active ? 'step' : undefined}
            indicator={
              <StepIndicator
                variant={index <= active ? 'solid' : 'soft'}
                color={
                  index < active
                    ? 'success'
                    : index === active
                      ? 'primary'
                      : 'neutral'
                }
              >
                {index < active ? <Check /> : index + 1}
              </StepIndicator>
            }
          >
            {label}
          </Step>
        ))}
      </Stepper>
      <Sheet variant="soft" sx={{ p: 2, borderRadius: 'sm' }}>
        <Typography level="title-md" aria-live="polite">
          {done
            ? 'Order placed'
            : `Step ${active + 1} of ${steps.length}: ${steps[active]?.label}`}
        </Typography>
        <Typography level="body-sm">
          {done
            ? 'A confirmation is on its way to ada@example.com.'
            : steps[active]?.text}
        </Typography>
      </Sheet>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {done ? (
          <Button variant="outlined" color="neutral" onClick={() => setActive(0)}>
            Start a new order
          </Button>
        ) : (
          <>
            <Button
              variant="plain"
              color="neutral"
              disabled={active === 0}
              onClick={() => setActive(active - 1)}
            >
              Back
            </Button>
            <Button onClick={() => setActive(active + 1)}>
              {active === steps.length - 1 ? 'Place order' : 'Next'}
            </Button>
          </>
        )}
      </Stack>
    </Stack>
  );
}
