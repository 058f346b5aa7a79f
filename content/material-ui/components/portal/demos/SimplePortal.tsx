import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Portal from '@mui/material/Portal';
import Typography from '@mui/material/Typography';

export default function SimplePortal() {
  const [show, setShow] = React.useState(false);
  const [container, setContainer] = React.useState<HTMLElement | null>(null);

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 420 }}>
      <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Button variant="outlined" onClick={() => setShow((previous) => !previous)}>
          {show ? 'Remove the note' : 'Add a note'}
        </Button>
        {show && container ? (
          <Portal container={container}>
            <Typography variant="body2">
              Written in the first box, shown in the second one.
            </Typography>
          </Portal>
        ) : null}
      </Box>
      <Box
        ref={setContainer}
        sx={{
          p: 2,
          minHeight: 56,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      />
    </Box>
  );
}
