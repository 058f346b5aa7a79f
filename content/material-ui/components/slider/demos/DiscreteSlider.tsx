import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

function formatMinutes(value: number) {
  return `${value} minutes`;
}

export default function DiscreteSlider() {
  return (
    <Box sx={{ width: 300 }}>
      <Slider
        aria-label="Focus session length"
        defaultValue={25}
        getAriaValueText={formatMinutes}
        valueLabelDisplay="auto"
        step={5}
        marks
        min={5}
        max={60}
      />
    </Box>
  );
}
