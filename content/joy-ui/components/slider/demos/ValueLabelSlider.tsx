import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

function formatTemperature(value: number) {
  return `${value} °C`;
}

export default function ValueLabelSlider() {
  return (
    <Box sx={{ width: 300, maxWidth: '100%' }}>
      <Typography id="thermostat-label" level="title-sm" sx={{ mb: 4 }}>
        Living room thermostat
      </Typography>
      <Slider
        aria-labelledby="thermostat-label"
        defaultValue={21}
        min={16}
        max={28}
        step={0.5}
        valueLabelDisplay="on"
        valueLabelFormat={formatTemperature}
        getAriaValueText={formatTemperature}
      />
    </Box>
  );
}
