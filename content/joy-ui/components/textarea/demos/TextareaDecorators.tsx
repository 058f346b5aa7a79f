import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Textarea from '@mui/joy/Textarea';

const replies = ['Thanks, got it!', 'On my way', 'Can we talk later?'];

export default function TextareaDecorators() {
  const [message, setMessage] = React.useState('');

  return (
    <Textarea
      aria-label="Message"
      placeholder="Write a message or pick a quick reply"
      minRows={2}
      value={message}
      onChange={(event) => setMessage(event.target.value)}
      startDecorator={
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          {replies.map((reply) => (
            <Button
              key={reply}
              variant="soft"
              color="neutral"
              size="sm"
              onClick={() => setMessage(reply)}
            >
              {reply}
            </Button>
          ))}
        </Box>
      }
      sx={{ width: 400, maxWidth: '100%' }}
    />
  );
}
