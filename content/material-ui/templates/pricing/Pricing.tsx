'use client';
import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ComparisonTable from './ComparisonTable';
import Faq from './Faq';
import FernhillLogo from './FernhillLogo';
import PlanCard from './PlanCard';
import { PLANS, type Plan } from './plans';
import {
  formatPrice,
  planPrice,
  YEARLY_DISCOUNT_PERCENT,
  type BillingPeriod,
  type PlanPrice,
} from './pricing';

export default function Pricing() {
  const [period, setPeriod] = React.useState<BillingPeriod>('monthly');
  // The message is kept while the snackbar closes, so it does not empty during its exit.
  const [notice, setNotice] = React.useState({ open: false, message: '' });
  const pricedPlans = React.useMemo(
    () =>
      PLANS.map((plan) => ({ plan, price: planPrice(plan.monthlyCents, period) })),
    [period],
  );

  const handleChoose = (plan: Plan, price: PlanPrice) => {
    setNotice({
      open: true,
      message: `${plan.name} added to your basket: ${formatPrice(price.billedCents)} ${
        period === 'monthly' ? 'a month' : 'a year'
      }.`,
    });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1 }}>
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Container
          maxWidth="lg"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1.5 }}
        >
          <FernhillLogo sx={{ color: 'primary.main' }} />
          <Typography component="p" variant="h6" sx={{ fontWeight: 'bold' }}>
            Fernhill Coffee Co.
          </Typography>
        </Container>
      </Box>
      <Container
        component="main"
        maxWidth="lg"
        sx={{ flex: 1, py: { xs: 4, md: 8 } }}
      >
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', mb: 5 }}>
          <Typography
            variant="overline"
            component="p"
            sx={{ color: 'primary.main' }}
          >
            Fernhill Coffee Club
          </Typography>
          <Typography
            variant="h3"
            component="h1"
            sx={{ fontWeight: 'bold', fontSize: { xs: '2.25rem', sm: '3rem' } }}
          >
            Fresh coffee on your schedule
          </Typography>
          <Typography sx={{ color: 'text.secondary', maxWidth: 560 }}>
            Roasted in small batches in Portland and at your door within a week. Pick
            a plan, pay monthly or save by paying for the year, and pause whenever
            you like.
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={period}
            aria-label="Billing period"
            onChange={(_event, value: BillingPeriod | null) => {
              // A second click on the selected button would clear it: keep one period chosen.
              if (value !== null) setPeriod(value);
            }}
            sx={{ mt: 2 }}
          >
            <ToggleButton value="monthly" sx={{ px: 2 }}>
              Monthly
            </ToggleButton>
            <ToggleButton value="yearly" sx={{ px: 2 }}>
              Yearly, save {YEARLY_DISCOUNT_PERCENT}%
            </ToggleButton>
          </ToggleButtonGroup>
          <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
            {period === 'monthly'
              ? 'Prices billed every month.'
              : `Prices billed once a year, ${YEARLY_DISCOUNT_PERCENT}% less than monthly.`}
          </Typography>
        </Stack>

        <Grid container spacing={3} sx={{ alignItems: 'stretch' }}>
          {pricedPlans.map(({ plan, price }) => (
            <Grid key={plan.id} size={{ xs: 12, md: 4 }}>
              <PlanCard
                plan={plan}
                price={price}
                period={period}
                onChoose={() => handleChoose(plan, price)}
              />
            </Grid>
          ))}
        </Grid>

        <Box
          component="section"
          aria-labelledby="compare-heading"
          sx={{ mt: { xs: 6, md: 10 } }}
        >
          <Typography
            id="compare-heading"
            variant="h4"
            component="h2"
            sx={{ mb: 3 }}
          >
            Compare plans
          </Typography>
          <ComparisonTable labelledBy="compare-heading" />
        </Box>

        <Box
          component="section"
          aria-labelledby="faq-heading"
          sx={{ mt: { xs: 6, md: 10 }, maxWidth: 800, mx: 'auto' }}
        >
          <Typography id="faq-heading" variant="h4" component="h2" sx={{ mb: 3 }}>
            Frequently asked questions
          </Typography>
          <Faq />
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 3 }}>
            Something else? Write to{' '}
            <Link href="mailto:club@fernhill.example">club@fernhill.example</Link>{' '}
            and a roaster will answer within a working day.
          </Typography>
        </Box>
      </Container>
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 3 }}>
        <Container maxWidth="lg">
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Prices in US dollars, including free shipping within the United States.
            Fernhill Coffee Co., Portland, Oregon.
          </Typography>
        </Container>
      </Box>
      <Snackbar
        open={notice.open}
        autoHideDuration={5000}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway')
            setNotice((current) => ({ ...current, open: false }));
        }}
        message={notice.message}
      />
    </Box>
  );
}
