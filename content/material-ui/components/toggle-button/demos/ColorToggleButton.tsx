import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import LaptopIcon from '@mui/icons-material/Laptop';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import TvIcon from '@mui/icons-material/Tv';

const colors = ['standard', 'primary', 'secondary', 'success', 'error'] as const;

export default function ColorToggleButton() {
  const [device, setDevice] = React.useState<string | null>('laptop');

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      {colors.map((color) => (
        <ToggleButtonGroup
          key={color}
          color={color}
          value={device}
          exclusive
          onChange={(_event, newDevice: string | null) => setDevice(newDevice)}
          aria-label={`Device, ${color} colour`}
        >
          <ToggleButton value="laptop" aria-label="Laptop">
            <LaptopIcon />
          </ToggleButton>
          <ToggleButton value="tv" aria-label="Television">
            <TvIcon />
          </ToggleButton>
          <ToggleButton value="phone" aria-label="Phone">
            <PhoneAndroidIcon />
          </ToggleButton>
        </ToggleButtonGroup>
      ))}
    </Stack>
  );
}
