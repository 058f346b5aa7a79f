import Campaign from '@mui/icons-material/Campaign';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

export default function InvertedColorsAlert() {
  return (
    <Alert
      variant="solid"
      color="primary"
      invertedColors
      startDecorator={<Campaign />}
      endDecorator={
        <Stack direction="row" spacing={1}>
          <Button variant="plain">Later</Button>
          <Button>Book a seat</Button>
        </Stack>
      }
      sx={{ maxWidth: 600, flexWrap: 'wrap' }}
    >
      Live product tour on Thursday at 16:00 CET.
    </Alert>
  );
}
