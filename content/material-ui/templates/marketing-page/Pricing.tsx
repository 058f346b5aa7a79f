import * as React from 'react';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { SIGNUP_ID } from './data';
import {
  billingNote,
  formatPrice,
  pricePerMonth,
  tiers,
  type BillingPeriod,
} from './pricing';

export default function Pricing() {
  const [period, setPeriod] = React.useState<BillingPeriod>('yearly');

  return (
    <Box
      component="section"
      id="pricing"
      aria-labelledby="pricing-title"
      sx={{ py: { xs: 8, md: 12 }, scrollMarginTop: { xs: 56, sm: 64 } }}
    >
      <Container maxWidth="lg">
        <Typography
          id="pricing-title"
          variant="h4"
          component="h2"
          sx={{ fontWeight: 700 }}
        >
          Pricing that grows with your rotation
        </Typography>
        <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary', maxWidth: 640 }}>
          Every plan includes unlimited alerts and free read-only seats for
          stakeholders.
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Billing period"
          value={period}
          onChange={(_event, value: BillingPeriod | null) => {
            if (value !== null) setPeriod(value);
          }}
          sx={{ mb: 4 }}
        >
          <ToggleButton value="monthly">Monthly</ToggleButton>
          <ToggleButton value="yearly">Yearly (save 20%)</ToggleButton>
        </ToggleButtonGroup>
        <Grid container spacing={3} sx={{ alignItems: 'stretch' }}>
          {tiers.map((tier) => (
            <Grid key={tier.id} size={{ xs: 12, md: 4 }}>
              <Card
                variant="outlined"
                sx={{
                  height: '100%',
                  display: 'flex',
                  flexDirection: 'column',
                  borderColor: tier.highlighted ? 'primary.main' : 'divider',
                  borderWidth: tier.highlighted ? 2 : 1,
                }}
              >
                <CardContent sx={{ flexGrow: 1 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography variant="h6" component="h3">
                      {tier.name}
                    </Typography>
                    {tier.highlighted && (
                      <Chip label="Most popular" color="primary" size="small" />
                    )}
                  </Stack>
                  <Typography
                    variant="body2"
                    sx={{ color: 'text.secondary', mt: 0.5 }}
                  >
                    {tier.description}
                  </Typography>
                  <Typography
                    component="p"
                    variant="h3"
                    sx={{ mt: 3, fontWeight: 700 }}
                  >
                    {formatPrice(pricePerMonth(tier.monthlyPrice, period))}
                  </Typography>
                  <Typography
                    variant="body2"
                    sx={{ color: 'text.secondary', minHeight: 40 }}
                  >
                    {billingNote(tier.monthlyPrice, period)}
                  </Typography>
                  <Stack
                    component="ul"
                    spacing={1}
                    sx={{ listStyle: 'none', p: 0, mt: 3, mb: 0 }}
                  >
                    {tier.features.map((feature) => (
                      <Stack
                        component="li"
                        key={feature}
                        direction="row"
                        spacing={1}
                      >
                        <CheckIcon fontSize="small" sx={{ color: 'primary.main' }} />
                        <Typography variant="body2">{feature}</Typography>
                      </Stack>
                    ))}
                  </Stack>
                </CardContent>
                <CardActions sx={{ p: 2 }}>
                  <Button
                    fullWidth
                    href={`#${SIGNUP_ID}`}
                    variant={tier.highlighted ? 'contained' : 'outlined'}
                  >
                    {tier.cta}
                  </Button>
                </CardActions>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
