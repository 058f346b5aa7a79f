import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';
import type { ColorPaletteProp } from '@mui/joy/styles';

type Message = { color: ColorPaletteProp; text: string };

const messages: Message[] = [
  { color: 'primary', text: 'A new version is ready. Reload to update.' },
  { color: 'neutral', text: 'Link copied.' },
  { color: 'success', text: 'Payment of $24.00 received.' },
  { color: 'warning', text: 'You are offline. Changes will sync later.' },
  { color: 'danger', text: 'Couldn’t send the message. Try again.' },
];

export default function SnackbarColors() {
  const [open, setOpen] = React.useState(false);
  const [{ color, text }, setMessage] = React.useState<Message>({
    color: 'neutral',
    text: '',
  });

  return (
    <React.Fragment>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
        {messages.map((message) => (
          <Button
            key={message.color}
            variant="soft"
            color={message.color}
            onClick={() => {
              setMessage(message);
              setOpen(true);
            }}
          >
            {message.color}
          </Button>
        ))}
      </Stack>
      <Snackbar
        open={open}
        color={color}
        variant="soft"
        autoHideDuration={3000}
        onClose={() => setOpen(false)}
        // Errors interrupt; the other messages wait their turn.
        role={color === 'danger' ? 'alert' : 'status'}
      >
        {text}
      </Snackbar>
    </React.Fragment>
  );
}
