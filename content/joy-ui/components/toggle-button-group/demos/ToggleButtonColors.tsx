import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import type { ColorPaletteProp } from '@mui/joy/styles';

const colors: ColorPaletteProp[] = [
  'neutral',
  'primary',
  'success',
  'warning',
  'danger',
];

export default function ToggleButtonColors() {
  const [status, setStatus] = React.useState<string | null>('open');

  return (
    <Stack spacing={1.5}>
      {colors.map((color) => (
        <ToggleButtonGroup
          key={color}
          variant="soft"
          color={color}
          aria-label={`Ticket status, ${color}`}
          value={status}
          onChange={(_event, newValue) => setStatus(newValue)}
        >
          <Button value="open">Open</Button>
          <Button value="pending">Pending</Button>
          <Button value="closed">Closed</Button>
        </ToggleButtonGroup>
      ))}
    </Stack>
  );
}
