import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Plan } from './plans';
import { formatPrice, type BillingPeriod, type PlanPrice } from './pricing';

interface PlanCardProps {
  plan: Plan;
  price: PlanPrice;
  period: BillingPeriod;
  onChoose: () => void;
}

export default function PlanCard({ plan, price, period, onChoose }: PlanCardProps) {
  const headingId = `plan-${plan.id}-name`;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={[
        { height: '100%', display: 'flex', flexDirection: 'column' },
        plan.recommended && {
          borderColor: 'primary.main',
          borderWidth: 2,
          boxShadow: 4,
        },
      ]}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack
          direction="row"
          sx={{
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            mb: 1,
          }}
        >
          <Typography id={headingId} variant="h5" component="h2">
            {plan.name}
          </Typography>
          {plan.recommended && (
            <Chip label="Most popular" color="primary" size="small" />
          )}
        </Stack>
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary', minHeight: { md: 40 } }}
        >
          {plan.description}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.5, mt: 3 }}>
          <Typography component="p" variant="h3" sx={{ fontWeight: 'bold' }}>
            {formatPrice(price.perMonthCents)}
          </Typography>
          <Typography component="span" sx={{ color: 'text.secondary' }}>
            /month
          </Typography>
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', minHeight: 40 }}>
          {period === 'monthly'
            ? 'Billed monthly. Cancel any time.'
            : `${formatPrice(price.billedCents)} billed yearly, saving ${formatPrice(
                price.savingsPerYearCents,
              )} a year.`}
        </Typography>
        <List dense sx={{ mt: 2 }}>
          {plan.features.map((feature) => (
            <ListItem key={feature} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <CheckIcon fontSize="small" color="primary" />
              </ListItemIcon>
              <ListItemText primary={feature} />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Button
          fullWidth
          variant={plan.recommended ? 'contained' : 'outlined'}
          onClick={onChoose}
        >
          Choose {plan.name}
        </Button>
      </CardActions>
    </Card>
  );
}
