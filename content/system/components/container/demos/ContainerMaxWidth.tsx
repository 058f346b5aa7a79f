import Box from '@mui/system/Box';
import Container from '@mui/system/Container';

export default function ContainerMaxWidth() {
  return (
    <Box sx={{ py: 3, bgcolor: 'background.default', color: 'text.primary' }}>
      {/* Fluid up to 600px wide, centred in the window beyond that. */}
      <Container
        maxWidth="sm"
        sx={{
          py: 2,
          border: 1,
          borderStyle: 'dashed',
          borderColor: 'text.secondary',
        }}
      >
        <Box sx={{ typography: 'h6', mb: 1 }}>Returns policy</Box>
        <Box sx={{ typography: 'body2', color: 'text.secondary' }}>
          Send items back within 30 days for a full refund. Use the prepaid label in
          your parcel, or drop the item at any of our shops. Refunds reach your
          account within five working days of our receiving the parcel.
        </Box>
      </Container>
    </Box>
  );
}
