import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

const storageOptions = [
  { value: 64, label: '64 GB' },
  { value: 128, label: '128 GB' },
  { value: 256, label: '256 GB' },
  { value: 512, label: '512 GB' },
];

function formatStorage(value: number) {
  return `${value} gigabytes`;
}

export default function RestrictedValuesSlider() {
  return (
    <Box sx={{ width: 300, px: 2 }}>
      <Slider
        aria-label="Phone storage"
        defaultValue={128}
        getAriaValueText={formatStorage}
        step={null}
        min={64}
        max={512}
        marks={storageOptions}
        valueLabelDisplay="auto"
      />
    </Box>
  );
}
