import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

export default function SliderSizes() {
  return (
    <Box sx={{ width: 280 }}>
      <Slider
        size="small"
        defaultValue={30}
        aria-label="Brightness, small slider"
        valueLabelDisplay="auto"
      />
      <Slider
        defaultValue={60}
        aria-label="Brightness, medium slider"
        valueLabelDisplay="auto"
      />
    </Box>
  );
}
