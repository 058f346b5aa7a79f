import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

// One delivery app: a table toolbar, a settings form and a courier's touch screen.
const groups = [
  { size: 'small', label: 'Show orders', options: ['Open', 'All'] },
  {
    size: 'medium',
    label: 'Distance units',
    options: ['Kilometres', 'Miles'],
  },
  { size: 'large', label: 'Your vehicle', options: ['Bike', 'Van'] },
] as const;

export default function ToggleButtonSizes() {
  const id = React.useId();
  const [values, setValues] = React.useState<Record<string, string | null>>({
    small: 'Open',
    medium: 'Kilometres',
    large: 'Bike',
  });

  return (
    <Stack spacing={2}>
      {groups.map((group) => (
        <Stack key={group.size} spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Typography id={`${id}-${group.size}`} variant="body2">
            {group.label}
          </Typography>
          <ToggleButtonGroup
            size={group.size}
            value={values[group.size]}
            exclusive
            onChange={(_event, value: string | null) =>
              setValues((current) => ({ ...current, [group.size]: value }))
            }
            aria-labelledby={`${id}-${group.size}`}
          >
            {group.options.map((option) => (
              <ToggleButton key={option} value={option}>
                {option}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
      ))}
    </Stack>
  );
}
