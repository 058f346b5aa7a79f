import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import VolumeDown from '@mui/icons-material/VolumeDown';
import VolumeUp from '@mui/icons-material/VolumeUp';

export default function ContinuousSlider() {
  const [volume, setVolume] = React.useState(40);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', width: 280 }}>
      <VolumeDown />
      <Slider
        aria-label="Volume"
        value={volume}
        onChange={(event: Event, newValue: number) => setVolume(newValue)}
      />
      <VolumeUp />
    </Stack>
  );
}
