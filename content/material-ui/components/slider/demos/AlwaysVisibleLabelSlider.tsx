import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

function formatPercent(value: number) {
  return `${value}%`;
}

export default function AlwaysVisibleLabelSlider() {
  return (
    <Box sx={{ width: 300, pt: 4 }}>
      <Slider
        aria-label="Tip"
        defaultValue={15}
        step={5}
        marks
        min={0}
        max={30}
        getAriaValueText={formatPercent}
        valueLabelFormat={formatPercent}
        valueLabelDisplay="on"
      />
    </Box>
  );
}
