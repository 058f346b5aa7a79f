import CheckCircle from '@mui/icons-material/CheckCircle';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

export default function AlertDecorators() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 560 }}>
      <Alert color="success" startDecorator={<CheckCircle />}>
        Your order has shipped.
      </Alert>
      <Alert
        color="warning"
        startDecorator={<WarningAmber />}
        endDecorator={
          <Button size="sm" variant="solid" color="warning">
            Update card
          </Button>
        }
      >
        Your card expires in 5 days.
      </Alert>
      <Alert
        color="primary"
        variant="outlined"
        startDecorator={<InfoOutlined />}
        endDecorator={
          <Button size="sm" variant="plain" color="primary">
            View changes
          </Button>
        }
      >
        The privacy policy changed on 3 March.
      </Alert>
    </Stack>
  );
}
