import Box from '@mui/system/Box';

const messages = [
  { id: 1, from: 'them', text: 'Are we still on for the climbing wall at six?' },
  { id: 2, from: 'me', text: 'Yes! I booked two day passes.' },
  { id: 3, from: 'them', text: 'Great, I will bring the chalk.' },
];

export default function SxCallbackValues() {
  return (
    <Box
      component="ul"
      // A function receives the theme and returns the whole style object.
      sx={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        gap: theme.spacing(1),
        m: 0,
        p: 0,
        listStyle: 'none',
        [theme.breakpoints.up('sm')]: { maxWidth: 420 },
      })}
    >
      {messages.map((message) => (
        <Box
          component="li"
          key={message.id}
          sx={{
            alignSelf: message.from === 'me' ? 'flex-end' : 'flex-start',
            maxWidth: '80%',
            // A function can also compute a single value.
            padding: (theme) => theme.spacing(1, 1.5),
            borderRadius: 3,
            bgcolor: message.from === 'me' ? 'primary.main' : 'action.selected',
            color: message.from === 'me' ? 'primary.contrastText' : 'text.primary',
            typography: 'body2',
          }}
        >
          {message.text}
        </Box>
      ))}
    </Box>
  );
}
