import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';
import type { ColorPaletteProp } from '@mui/joy/styles';

// Each colour carries the meaning a real app gives it.
const messages: { color: ColorPaletteProp; text: string }[] = [
  { color: 'primary', text: 'A new version of the mobile app is available.' },
  { color: 'neutral', text: 'Changes are saved on this device only.' },
  { color: 'success', text: 'Payment received. A receipt is on its way.' },
  { color: 'warning', text: 'Your card expires at the end of the month.' },
  { color: 'danger', text: 'We couldn’t reach the server. Check your connection.' },
];

export default function AlertColors() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 520 }}>
      {messages.map(({ color, text }) => (
        <Alert key={color} color={color}>
          {text}
        </Alert>
      ))}
    </Stack>
  );
}
