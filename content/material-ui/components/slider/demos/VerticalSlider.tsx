import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';

const bands = [
  { label: '60 Hz', value: 40 },
  { label: '250 Hz', value: 60 },
  { label: '1 kHz', value: 50 },
  { label: '4 kHz', value: 70 },
];

export default function VerticalSlider() {
  return (
    <Stack direction="row" spacing={3} sx={{ height: 180 }}>
      {bands.map((band) => (
        <Slider
          key={band.label}
          aria-label={`Equaliser ${band.label}`}
          orientation="vertical"
          defaultValue={band.value}
          valueLabelDisplay="auto"
        />
      ))}
    </Stack>
  );
}
