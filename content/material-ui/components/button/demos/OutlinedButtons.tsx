import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// An unpaid invoice: paying is the main action, the others sit one step back.
export default function OutlinedButtons() {
  return (
    <Paper variant="outlined" sx={{ p: 2, width: '100%', maxWidth: 440 }}>
      <Typography variant="subtitle1" component="p">
        Invoice INV-2026-0412
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        €1,280.00, due on 15 December
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained">Pay now</Button>
        <Button variant="outlined">Download PDF</Button>
        {/* Refunds open once the invoice is paid. */}
        <Button variant="outlined" disabled>
          Request refund
        </Button>
      </Stack>
    </Paper>
  );
}
