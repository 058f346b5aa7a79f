import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface ConfirmationProps {
  orderNumber: string;
  email: string;
  onRestart: () => void;
}

export default function Confirmation({
  orderNumber,
  email,
  onRestart,
}: ConfirmationProps) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <CheckCircleIcon color="success" sx={{ fontSize: 48 }} />
      <Typography>
        Your order number is <strong>{orderNumber}</strong>.
      </Typography>
      <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        We have sent a receipt to {email}. Your beans are roasted to order, so expect
        a second email with tracking once they leave the roastery, usually within two
        days.
      </Typography>
      <Button variant="outlined" onClick={onRestart}>
        Start a new order
      </Button>
    </Stack>
  );
}
