import Box from '@mui/system/Box';

const steps = [
  'Preheat the oven to 200 °C.',
  'Toss the squash in oil, salt and chilli flakes.',
  'Roast for 35 minutes, turning once.',
];

export default function BoxAsElement() {
  return (
    // `component` picks the element; the list keeps its meaning for screen readers.
    <Box
      component="ol"
      sx={{
        m: 0,
        // Logical padding keeps the numbers on the start side in right-to-left pages.
        paddingInlineStart: 3,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        '& li::marker': { color: 'primary.main', fontWeight: 'bold' },
      }}
    >
      {steps.map((step) => (
        <Box component="li" key={step} sx={{ paddingInlineStart: 0.5 }}>
          {step}
        </Box>
      ))}
    </Box>
  );
}
