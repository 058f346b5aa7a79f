import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

export default function TextLabels() {
  const [range, setRange] = React.useState<string | null>('week');

  return (
    <ToggleButtonGroup
      value={range}
      exclusive
      fullWidth
      onChange={(_event, newRange: string | null) => setRange(newRange)}
      aria-label="Calendar range"
      sx={{ maxWidth: 400 }}
    >
      <ToggleButton value="day">Day</ToggleButton>
      <ToggleButton value="week">Week</ToggleButton>
      <ToggleButton value="month">Month</ToggleButton>
      <ToggleButton value="year">Year</ToggleButton>
    </ToggleButtonGroup>
  );
}
