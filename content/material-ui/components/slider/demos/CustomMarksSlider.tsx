import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

const marks = [
  { value: 0, label: '0 °C' },
  { value: 18, label: '18 °C' },
  { value: 21, label: '21 °C' },
  { value: 30, label: '30 °C' },
];

function formatTemperature(value: number) {
  return `${value} degrees Celsius`;
}

export default function CustomMarksSlider() {
  return (
    <Box sx={{ width: 300 }}>
      <Slider
        aria-label="Thermostat setting"
        defaultValue={21}
        getAriaValueText={formatTemperature}
        step={1}
        min={0}
        max={30}
        marks={marks}
        valueLabelDisplay="auto"
      />
    </Box>
  );
}
