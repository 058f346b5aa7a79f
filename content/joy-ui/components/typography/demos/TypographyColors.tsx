import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function TypographyColors() {
  return (
    <Stack spacing={1}>
      <Typography color="primary">Your plan renews on 1 June.</Typography>
      <Typography color="success">Payment received. Thank you!</Typography>
      <Typography color="warning">Your card expires next month.</Typography>
      <Typography color="danger">We could not charge your card.</Typography>
      <Typography color="neutral">Invoices are kept for seven years.</Typography>
      <Typography textColor="text.primary">
        text.primary: strongest contrast
      </Typography>
      <Typography textColor="text.secondary">
        text.secondary: the body default
      </Typography>
      <Typography textColor="text.tertiary">
        text.tertiary: hints and metadata
      </Typography>
    </Stack>
  );
}
