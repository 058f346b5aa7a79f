import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const plans = [
  { name: 'Starter', price: '£4 a month' },
  { name: 'Family', price: '£9 a month' },
  { name: 'Business', price: '£19 a month' },
];

export default function DirectionStack() {
  return (
    // A column on phones, a row from the `sm` breakpoint (600px) up.
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1, sm: 2 }}
      sx={{ width: '100%' }}
    >
      {plans.map((plan) => (
        <Paper key={plan.name} variant="outlined" sx={{ p: 2, flex: 1 }}>
          <Typography sx={{ fontWeight: 'medium' }}>{plan.name}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {plan.price}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
