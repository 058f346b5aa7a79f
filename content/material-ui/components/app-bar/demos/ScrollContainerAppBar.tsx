import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';

const notes = [
  'Agree the agenda for the supplier review on Thursday.',
  'Ask Farid for the updated delivery schedule before the review.',
  'The packaging samples arrive on Monday; book the meeting room.',
  'Compare the two courier quotes and pick one by the end of the month.',
  'Chloe takes over the returns inbox while Ben is on leave.',
  'Send the stock count to finance once the warehouse has signed it off.',
  'Check the label printer: the barcodes on batch 42 were faint.',
  'Draft the notice about the new opening hours for the shop window.',
  'Renew the van insurance before it runs out on the 14th.',
  'Order more tape and padded envelopes; both are below ten boxes.',
];

// A notes panel that scrolls inside its own box, not the window.
export default function ScrollContainerAppBar() {
  // The panel element, kept in state so the hook runs again once it exists.
  // A ref's `current` is still null on the first render, and the hook would
  // then watch nothing until something else made this component render.
  const [panel, setPanel] = React.useState<HTMLElement | null>(null);
  const scrolled = useScrollTrigger({
    target: panel,
    disableHysteresis: true,
    threshold: 0,
  });

  return (
    <Box
      ref={setPanel}
      // A scrolling box must be reachable with the keyboard to be scrolled.
      tabIndex={0}
      role="region"
      aria-label="Shop notes"
      sx={{ height: 320, overflowY: 'auto', border: 1, borderColor: 'divider' }}
    >
      <AppBar
        position="sticky"
        component="div"
        color="default"
        elevation={scrolled ? 4 : 0}
      >
        <Toolbar variant="dense">
          <Typography variant="subtitle1" component="div">
            Shop notes
          </Typography>
        </Toolbar>
      </AppBar>
      {notes.map((note) => (
        <Typography key={note} sx={{ px: 2, py: 1.5 }}>
          {note}
        </Typography>
      ))}
    </Box>
  );
}
