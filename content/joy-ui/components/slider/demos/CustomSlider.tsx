import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

export default function CustomSlider() {
  return (
    <Box sx={{ width: 300, maxWidth: '100%' }}>
      <Typography id="opacity-label" level="title-sm">
        Layer opacity
      </Typography>
      <Slider
        aria-labelledby="opacity-label"
        defaultValue={75}
        valueLabelDisplay="auto"
        valueLabelFormat={(value) => `${value}%`}
        getAriaValueText={(value) => `${value}%`}
        sx={{
          '--Slider-trackSize': '12px',
          '--Slider-thumbSize': '20px',
          '--Slider-thumbWidth': '8px',
          '--Slider-thumbRadius': '4px',
          '--Slider-trackRadius': '4px',
        }}
      />
    </Box>
  );
}
