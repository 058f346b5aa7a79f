import * as React from 'react';
import Box from '@mui/joy/Box';
import Input from '@mui/joy/Input';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

const MIN = 1;
const MAX = 20;

export default function InputSlider() {
  const [seats, setSeats] = React.useState(5);

  return (
    <Box sx={{ width: 360, maxWidth: '100%' }}>
      <Typography id="seats-label" level="title-sm">
        Team seats
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Slider
          aria-labelledby="seats-label"
          value={seats}
          min={MIN}
          max={MAX}
          onChange={(_event, value) => {
            if (typeof value === 'number') setSeats(value);
          }}
        />
        <Input
          type="number"
          size="sm"
          value={seats}
          onChange={(event) => {
            const next = Number(event.target.value);
            if (Number.isFinite(next)) setSeats(Math.min(MAX, Math.max(MIN, next)));
          }}
          aria-labelledby="seats-label"
          slotProps={{ input: { min: MIN, max: MAX } }}
          sx={{ width: 80, flexShrink: 0 }}
        />
      </Box>
      <Typography level="body-sm">Billed at ${seats * 8} per month.</Typography>
    </Box>
  );
}
