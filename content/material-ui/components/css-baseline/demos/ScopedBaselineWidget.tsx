import * as React from 'react';
import Box from '@mui/material/Box';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';

// The same order card twice, inside a host page whose own CSS differs from the theme.
function OrderCard({ id, caption }: { id: string; caption: string }) {
  return (
    <React.Fragment>
      <p style={{ marginTop: 0, fontSize: '0.8em' }}>{caption}</p>
      <p>
        <strong>Order #4512</strong> left our warehouse this morning and should reach
        you on Thursday.
      </p>
      <label htmlFor={id}>Delivery instructions</label>
      <input
        id={id}
        defaultValue="Leave it with the neighbour"
        style={{ width: '100%', padding: 8 }}
      />
    </React.Fragment>
  );
}

const card = {
  p: 2,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  flex: '1 1 220px',
};

export default function ScopedBaselineWidget() {
  return (
    <Box
      // Stands in for a page you do not control: a serif font, tight lines,
      // muted text and the browser's own box-sizing.
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        p: 2,
        bgcolor: 'action.hover',
        color: 'text.secondary',
        fontFamily: 'Georgia, "Times New Roman", serif',
        fontSize: 15,
        lineHeight: 1.25,
        '& *': { boxSizing: 'content-box' },
      }}
    >
      <Box sx={card}>
        <OrderCard id="order-note-host" caption="Host page styles only" />
      </Box>
      <ScopedCssBaseline sx={card}>
        <OrderCard id="order-note-scoped" caption="Inside ScopedCssBaseline" />
      </ScopedCssBaseline>
    </Box>
  );
}
