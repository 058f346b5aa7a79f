import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

interface StatusDotProps extends React.ComponentProps<'span'> {
  status: 'online' | 'away';
}

// Spreading the remaining props passes on Tooltip's event handlers, its
// aria attributes and (in React 19, where `ref` is a prop) its ref.
function StatusDot({ status, ...other }: StatusDotProps) {
  return (
    <Box
      component="span"
      // A dot is an image: the role lets it carry the label Tooltip gives it.
      role="img"
      tabIndex={0}
      {...other}
      sx={{
        display: 'inline-block',
        width: 14,
        height: 14,
        borderRadius: '50%',
        bgcolor: status === 'online' ? 'success.main' : 'warning.main',
      }}
    />
  );
}

export default function CompositionWrappedTooltipChild() {
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <Tooltip title="Online">
        <StatusDot status="online" />
      </Tooltip>
      <Tooltip title="Away since 10:40">
        <StatusDot status="away" />
      </Tooltip>
    </Stack>
  );
}
