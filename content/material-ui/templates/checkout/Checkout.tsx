'use client';
import * as React from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import {
  checkoutReducer,
  CONFIRMED_STEP,
  errorsForStep,
  fieldId,
  initialCheckoutState,
  STEP_LABELS,
} from './checkoutReducer';
import Confirmation from './Confirmation';
import FernhillLogo from './FernhillLogo';
import { MobileSummary, SummaryCard } from './OrderSummary';
import { computeTotals, makeOrderNumber, ORDER_ITEMS } from './orderTotals';
import PaymentForm from './PaymentForm';
import Review from './Review';
import ShippingForm from './ShippingForm';
import type { FieldName } from './types';

const STEP_TITLES = [
  'Shipping address',
  'Payment details',
  'Review your order',
  'Thank you for your order',
];

// Back and next arrows point the other way in right-to-left layouts.
const mirrorInRtl = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } };

export default function Checkout() {
  const [state, dispatch] = React.useReducer(checkoutReducer, initialCheckoutState);
  const { activeStep, shipping, payment, errors } = state;
  const { country, method } = shipping;
  const totals = React.useMemo(
    () => computeTotals(ORDER_ITEMS, country, method),
    [country, method],
  );

  // When the step changes, move focus to its heading so keyboard and screen reader users start
  // reading the new step from the top.
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const shownStep = React.useRef(activeStep);
  React.useEffect(() => {
    if (shownStep.current === activeStep) return;
    shownStep.current = activeStep;
    headingRef.current?.focus();
  }, [activeStep]);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const now = new Date();
    if (activeStep === CONFIRMED_STEP - 1) {
      dispatch({
        type: 'placeOrder',
        orderNumber: makeOrderNumber(now, Math.random()),
        now,
      });
      return;
    }
    const [firstInvalid] = Object.keys(errorsForStep(state, now)) as FieldName[];
    dispatch({ type: 'next', now });
    if (firstInvalid) document.getElementById(fieldId(firstInvalid))?.focus();
  };

  let content: React.ReactNode = null;
  if (activeStep === 0) {
    content = (
      <ShippingForm
        values={shipping}
        errors={errors}
        subtotalCents={totals.subtotalCents}
        onChange={(changes) => dispatch({ type: 'updateShipping', changes })}
      />
    );
  } else if (activeStep === 1) {
    content = (
      <PaymentForm
        values={payment}
        errors={errors}
        onChange={(changes) =>
          dispatch({ type: 'updatePayment', changes, now: new Date() })
        }
      />
    );
  } else if (activeStep === 2) {
    content = (
      <Review
        shipping={shipping}
        payment={payment}
        totals={totals}
        onEdit={(step) => dispatch({ type: 'goToStep', step })}
      />
    );
  } else {
    content = (
      <Confirmation
        orderNumber={state.orderNumber ?? ''}
        email={shipping.email}
        onRestart={() => dispatch({ type: 'reset' })}
      />
    );
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1 }}>
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Container
          maxWidth="lg"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            py: 1.5,
            flexWrap: 'wrap',
          }}
        >
          <FernhillLogo sx={{ color: 'primary.main' }} />
          <Typography
            component="p"
            variant="h6"
            sx={{ fontWeight: 'bold', flexGrow: 1 }}
          >
            Fernhill Coffee Co.
          </Typography>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <LockOutlinedIcon fontSize="small" sx={{ color: 'text.secondary' }} />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Secure checkout
            </Typography>
          </Stack>
        </Container>
      </Box>
      <Container
        component="main"
        maxWidth="lg"
        sx={{ flex: 1, py: { xs: 3, md: 5 } }}
      >
        <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
          Checkout
        </Typography>
        <Box sx={{ display: { xs: 'block', md: 'none' }, mb: 3 }}>
          <MobileSummary items={ORDER_ITEMS} totals={totals} />
        </Box>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
              <Stepper activeStep={activeStep} alternativeLabel sx={{ mb: 4 }}>
                {STEP_LABELS.map((label) => (
                  <Step key={label}>
                    <StepLabel>{label}</StepLabel>
                  </Step>
                ))}
              </Stepper>
              {activeStep < CONFIRMED_STEP && (
                <Typography
                  variant="overline"
                  component="p"
                  sx={{ color: 'text.secondary' }}
                >
                  Step {activeStep + 1} of {STEP_LABELS.length}
                </Typography>
              )}
              <Typography
                ref={headingRef}
                tabIndex={-1}
                variant="h5"
                component="h2"
                sx={{ mb: 3, outline: 'none' }}
              >
                {STEP_TITLES[activeStep]}
              </Typography>
              <Box component="form" noValidate onSubmit={handleSubmit}>
                {content}
                {activeStep < CONFIRMED_STEP && (
                  <Stack direction="row" spacing={2} sx={{ mt: 4 }}>
                    {activeStep > 0 && (
                      <Button
                        onClick={() => dispatch({ type: 'back' })}
                        startIcon={<ArrowBackIcon sx={mirrorInRtl} />}
                      >
                        Back
                      </Button>
                    )}
                    <Box sx={{ flex: 1 }} />
                    <Button
                      type="submit"
                      variant="contained"
                      endIcon={
                        activeStep < CONFIRMED_STEP - 1 ? (
                          <ArrowForwardIcon sx={mirrorInRtl} />
                        ) : undefined
                      }
                    >
                      {activeStep < CONFIRMED_STEP - 1 ? 'Next' : 'Place order'}
                    </Button>
                  </Stack>
                )}
              </Box>
            </Paper>
          </Grid>
          <Grid
            size={{ xs: 12, md: 5 }}
            sx={{ display: { xs: 'none', md: 'block' } }}
          >
            <SummaryCard items={ORDER_ITEMS} totals={totals} />
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
