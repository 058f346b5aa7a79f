import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

const sizes = ['small', 'medium', 'large'] as const;

export default function ToggleButtonSizes() {
  const [unit, setUnit] = React.useState<string | null>('metric');

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      {sizes.map((size) => (
        <ToggleButtonGroup
          key={size}
          size={size}
          value={unit}
          exclusive
          onChange={(_event, newUnit: string | null) => setUnit(newUnit)}
          aria-label={`Units, ${size}`}
        >
          <ToggleButton value="metric">Metric</ToggleButton>
          <ToggleButton value="imperial">Imperial</ToggleButton>
        </ToggleButtonGroup>
      ))}
    </Stack>
  );
}
