import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

// Each label shows only from its breakpoint up to the next one. The default
// maxWidth="lg" still applies, so the width stops growing at 1200px.
const steps = [
  { breakpoint: 'xs', text: 'as wide as the window' },
  { breakpoint: 'sm', text: 'at most 600px wide' },
  { breakpoint: 'md', text: 'at most 900px wide' },
  { breakpoint: 'lg', text: 'at most 1200px wide' },
];

export default function FixedContainer() {
  return (
    <Container
      fixed
      sx={{ py: 3, border: 1, borderColor: 'divider', borderStyle: 'dashed' }}
    >
      <Typography variant="h5" component="div" gutterBottom>
        Page width
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        Right now this container is{' '}
        {steps.map((step, index) => (
          <Box
            key={step.breakpoint}
            component="span"
            sx={{
              display: steps.map((_, i) => (i === index ? 'inline' : 'none')),
              fontWeight: 'bold',
            }}
          >
            {step.text}
          </Box>
        ))}
        . Its width jumps to the next step when the window passes a breakpoint.
      </Typography>
    </Container>
  );
}
