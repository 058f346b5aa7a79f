import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

function formatSpeed(value: number) {
  // The arrow keys add 0.05 without rounding, so 1.15 can arrive as 1.1500000000000001.
  return `${Number(value.toFixed(2))}×`;
}

export default function SmallStepsSlider() {
  return (
    <Box sx={{ width: 300 }}>
      <Slider
        aria-label="Playback speed"
        defaultValue={1}
        getAriaValueText={formatSpeed}
        valueLabelFormat={formatSpeed}
        valueLabelDisplay="auto"
        step={0.05}
        min={0.5}
        max={2}
      />
    </Box>
  );
}
