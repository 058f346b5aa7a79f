import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

const minDistance = 2;

function formatHour(value: number) {
  return `${value}:00`;
}

export default function MinimumDistanceSlider() {
  const [hours, setHours] = React.useState<[number, number]>([9, 17]);

  const handleChange = (event: Event, newValue: number[], activeThumb: number) => {
    const [start = 0, end = 0] = newValue;
    // Clamp only the moved thumb so the two stay at least minDistance hours apart.
    if (activeThumb === 0) {
      setHours([Math.min(start, hours[1] - minDistance), hours[1]]);
    } else {
      setHours([hours[0], Math.max(end, hours[0] + minDistance)]);
    }
  };

  return (
    <Box sx={{ width: 300 }}>
      <Slider
        getAriaLabel={(index) => (index === 0 ? 'Meeting start' : 'Meeting end')}
        getAriaValueText={formatHour}
        valueLabelFormat={formatHour}
        valueLabelDisplay="auto"
        min={6}
        max={22}
        value={hours}
        onChange={handleChange}
        disableSwap
      />
    </Box>
  );
}
