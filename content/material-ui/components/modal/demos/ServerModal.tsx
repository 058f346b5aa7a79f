import * as React from 'react';
import Box from '@mui/material/Box';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

export default function ServerModal() {
  const containerRef = React.useRef<HTMLDivElement>(null);
  const titleId = React.useId();

  return (
    <Box
      ref={containerRef}
      // The transform makes this box the frame of the modal's fixed positioning.
      sx={{
        height: 260,
        transform: 'translateZ(0)',
        overflow: 'hidden',
        bgcolor: 'action.hover',
        borderRadius: 1,
      }}
    >
      <Modal
        open
        disablePortal
        disableAutoFocus
        disableEnforceFocus
        container={() => containerRef.current}
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: 2,
        }}
      >
        <Box
          role="dialog"
          aria-labelledby={titleId}
          sx={{ p: 3, bgcolor: 'background.paper', borderRadius: 1, boxShadow: 24 }}
        >
          <Typography id={titleId} component="p" variant="h6">
            Choose your country
          </Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            This modal is rendered in place, inside the grey frame, so it can be part
            of the server HTML.
          </Typography>
        </Box>
      </Modal>
    </Box>
  );
}
