import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';

const days = [
  { value: 'mon', label: 'Mon' },
  { value: 'tue', label: 'Tue' },
  { value: 'wed', label: 'Wed' },
  { value: 'thu', label: 'Thu' },
  { value: 'fri', label: 'Fri' },
  { value: 'sat', label: 'Sat' },
  { value: 'sun', label: 'Sun' },
];

export default function MultipleToggleButtons() {
  const [selected, setSelected] = React.useState<string[]>(['mon', 'wed', 'fri']);

  return (
    <Stack spacing={1.5}>
      <Typography id="gym-days-label" level="title-sm">
        Remind me to work out on
      </Typography>
      <ToggleButtonGroup
        aria-labelledby="gym-days-label"
        size="sm"
        value={selected}
        onChange={(_event, newValue) => setSelected(newValue)}
        sx={{ flexWrap: 'wrap' }}
      >
        {days.map((day) => (
          <Button key={day.value} value={day.value}>
            {day.label}
          </Button>
        ))}
      </ToggleButtonGroup>
      <Typography level="body-sm">
        {selected.length} {selected.length === 1 ? 'day' : 'days'} a week
      </Typography>
    </Stack>
  );
}
