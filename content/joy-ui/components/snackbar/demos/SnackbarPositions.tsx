import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar, { type SnackbarOrigin } from '@mui/joy/Snackbar';
import Box from '@mui/joy/Box';

const positions: SnackbarOrigin[] = [
  { vertical: 'top', horizontal: 'left' },
  { vertical: 'top', horizontal: 'center' },
  { vertical: 'top', horizontal: 'right' },
  { vertical: 'bottom', horizontal: 'left' },
  { vertical: 'bottom', horizontal: 'center' },
  { vertical: 'bottom', horizontal: 'right' },
];

export default function SnackbarPositions() {
  const [open, setOpen] = React.useState(false);
  const [origin, setOrigin] = React.useState<SnackbarOrigin>({
    vertical: 'bottom',
    horizontal: 'right',
  });
  const { vertical, horizontal } = origin;

  return (
    <React.Fragment>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, max-content)',
          gap: 1,
          justifyContent: 'center',
          py: 8,
        }}
      >
        {positions.map((position) => (
          <Button
            key={`${position.vertical}-${position.horizontal}`}
            variant="outlined"
            color="neutral"
            size="sm"
            onClick={() => {
              setOrigin(position);
              setOpen(true);
            }}
          >
            {position.vertical} {position.horizontal}
          </Button>
        ))}
      </Box>
      <Snackbar
        // A new key per position mounts a new snackbar, which replays the entry animation.
        key={`${vertical}-${horizontal}`}
        open={open}
        anchorOrigin={origin}
        autoHideDuration={3000}
        onClose={() => setOpen(false)}
        role="status"
      >
        Draft saved. This message sits at the {vertical} {horizontal}.
      </Snackbar>
    </React.Fragment>
  );
}
