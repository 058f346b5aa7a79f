import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

export default function ColorSliders() {
  return (
    <Box sx={{ width: 300 }}>
      <Slider aria-label="Bass" defaultValue={30} color="secondary" />
      <Slider aria-label="Mid" defaultValue={50} color="success" />
      <Slider aria-label="Treble" defaultValue={70} color="warning" />
    </Box>
  );
}
