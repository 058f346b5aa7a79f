import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

const stats = [
  { label: 'Distance', value: '42.2 km' },
  { label: 'Time', value: '3:48:10' },
  { label: 'Average pace', value: '5:24 /km' },
];

export default function StackResponsiveDirection() {
  return (
    // A column on phones, a row from the `sm` breakpoint (600px) up.
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
      {stats.map((stat) => (
        <Box
          key={stat.label}
          sx={{ flex: 1, p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}
        >
          <Box sx={{ typography: 'body2', color: 'text.secondary' }}>
            {stat.label}
          </Box>
          <Box sx={{ typography: 'h6' }}>{stat.value}</Box>
        </Box>
      ))}
    </Stack>
  );
}
