import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

const marks = [
  { value: 0, label: 'Left' },
  { value: 50, label: 'Centre' },
  { value: 100, label: 'Right' },
];

export default function TrackFalseSlider() {
  return (
    <Box sx={{ width: 300, px: 2 }}>
      <Slider
        aria-label="Stereo balance"
        defaultValue={50}
        track={false}
        marks={marks}
      />
    </Box>
  );
}
