import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

function formatPercent(value: number) {
  return `${value}%`;
}

export default function TrackInvertedSlider() {
  return (
    <Box sx={{ width: 300 }}>
      <Slider
        aria-label="Battery saver turns on at"
        defaultValue={20}
        track="inverted"
        getAriaValueText={formatPercent}
        valueLabelFormat={formatPercent}
        valueLabelDisplay="auto"
      />
    </Box>
  );
}
