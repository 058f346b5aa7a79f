import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export default function FluidContainer() {
  return (
    // Grows with the window up to the `sm` breakpoint (600px), then stays centred.
    <Container
      maxWidth="sm"
      sx={{ py: 3, border: 1, borderColor: 'divider', borderStyle: 'dashed' }}
    >
      <Typography variant="h5" component="div" gutterBottom>
        Walking the coast path
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        The path follows the cliffs for twelve miles, from the harbour to the
        lighthouse. Allow a full day, pack water, and check the tide times before you
        set off: two of the coves can only be crossed at low tide.
      </Typography>
    </Container>
  );
}
