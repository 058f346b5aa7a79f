import Box from '@mui/system/Box';

const plans = [
  { name: 'Basic', price: '£3', note: '50 GB of storage' },
  { name: 'Standard', price: '£8', note: '500 GB, shared with five people' },
  { name: 'Premium', price: '£15', note: '2 TB, priority support' },
];

export default function FlexboxWrapAndGrow() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {plans.map((plan) => (
        <Box
          key={plan.name}
          sx={{
            // Grow from a 180px base, so cards wrap when the row is too narrow.
            flex: '1 1 180px',
            display: 'flex',
            flexDirection: 'column',
            gap: 0.5,
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
          }}
        >
          <Box sx={{ fontWeight: 'bold' }}>{plan.name}</Box>
          <Box sx={{ typography: 'body2', color: 'text.secondary', flexGrow: 1 }}>
            {plan.note}
          </Box>
          <Box sx={{ alignSelf: 'flex-end', typography: 'h6' }}>
            {plan.price} a month
          </Box>
        </Box>
      ))}
    </Box>
  );
}
