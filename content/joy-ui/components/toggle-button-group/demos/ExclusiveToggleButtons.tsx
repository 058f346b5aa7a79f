import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';

export default function ExclusiveToggleButtons() {
  const [period, setPeriod] = React.useState<string | null>('week');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        aria-label="Report period"
        value={period}
        onChange={(_event, newValue) => setPeriod(newValue)}
      >
        <Button value="day">Day</Button>
        <Button value="week">Week</Button>
        <Button value="month">Month</Button>
        <Button value="year">Year</Button>
      </ToggleButtonGroup>
      <Typography level="body-sm">
        {period
          ? `Showing sales for the last ${period}.`
          : 'No period selected: showing all sales.'}
      </Typography>
    </Stack>
  );
}
