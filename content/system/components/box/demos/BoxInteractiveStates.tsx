import * as React from 'react';
import Box from '@mui/system/Box';

const sizes = ['S', 'M', 'L', 'XL'];

export default function BoxInteractiveStates() {
  const [size, setSize] = React.useState('M');
  return (
    <Box role="group" aria-label="Size" sx={{ display: 'flex', gap: 1 }}>
      {sizes.map((option) => (
        <Box
          key={option}
          component="button"
          type="button"
          aria-pressed={size === option}
          onClick={() => setSize(option)}
          sx={{
            minWidth: 48,
            py: 1,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
            color: 'text.primary',
            font: 'inherit',
            cursor: 'pointer',
            '&:hover': { bgcolor: 'action.hover' },
            '&:focus-visible': {
              outline: 2,
              outlineColor: 'primary.main',
              outlineOffset: 2,
            },
            // Style from ARIA state, so the look and the announced state stay in sync.
            '&[aria-pressed="true"]': {
              borderColor: 'primary.main',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            },
          }}
        >
          {option}
        </Box>
      ))}
    </Box>
  );
}
