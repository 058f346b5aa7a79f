import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const min = 0;
const max = 50;

export default function InputSlider() {
  const [distance, setDistance] = React.useState(10);

  const handleInputChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const next = Number(event.target.value);
    // Typing can go out of range; keep the slider and the field in step.
    setDistance(Math.min(max, Math.max(min, next)));
  };

  return (
    <Stack spacing={1} sx={{ width: 320 }}>
      <Typography id="input-slider-label">Search radius (km)</Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Slider
          aria-labelledby="input-slider-label"
          value={distance}
          min={min}
          max={max}
          onChange={(event: Event, newValue: number) => setDistance(newValue)}
        />
        <TextField
          size="small"
          type="number"
          value={distance}
          onChange={handleInputChange}
          sx={{ width: 96, flexShrink: 0 }}
          slotProps={{
            htmlInput: {
              min,
              max,
              step: 1,
              'aria-labelledby': 'input-slider-label',
            },
          }}
        />
      </Stack>
    </Stack>
  );
}
