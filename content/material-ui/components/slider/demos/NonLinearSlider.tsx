import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const units = ['KB', 'MB', 'GB', 'TB'];

// Each step of the slider doubles the size: 0 → 1 KB, 10 → 1 MB, 20 → 1 GB.
function toKilobytes(value: number) {
  return 2 ** value;
}

function formatSize(kilobytes: number) {
  let size = kilobytes;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${size} ${units[unit]}`;
}

export default function NonLinearSlider() {
  const [exponent, setExponent] = React.useState(10);

  return (
    <Box sx={{ width: 300 }}>
      <Typography id="non-linear-slider-label">Upload limit</Typography>
      <Slider
        aria-labelledby="non-linear-slider-label"
        value={exponent}
        min={0}
        max={30}
        step={1}
        scale={toKilobytes}
        getAriaValueText={formatSize}
        valueLabelFormat={formatSize}
        valueLabelDisplay="auto"
        onChange={(event: Event, newValue: number) => setExponent(newValue)}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Files up to {formatSize(toKilobytes(exponent))} are accepted.
      </Typography>
    </Box>
  );
}
