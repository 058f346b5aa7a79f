import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

export default function HowToCustomizeSx() {
  return (
    <Box sx={{ width: 320, maxWidth: '100%' }}>
      <Typography id="brightness-label" gutterBottom>
        Screen brightness
      </Typography>
      <Slider
        defaultValue={70}
        aria-labelledby="brightness-label"
        valueLabelDisplay="auto"
        sx={{
          height: 8,
          color: 'warning.main',
          // Parts of the slider are reached through their class names.
          '& .MuiSlider-rail': { opacity: 0.3 },
          '& .MuiSlider-thumb': {
            width: 24,
            height: 24,
            bgcolor: 'background.paper',
            border: '3px solid currentColor',
          },
        }}
      />
    </Box>
  );
}
