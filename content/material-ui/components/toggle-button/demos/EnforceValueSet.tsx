import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import LaptopIcon from '@mui/icons-material/Laptop';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import TvIcon from '@mui/icons-material/Tv';

export default function EnforceValueSet() {
  const [preview, setPreview] = React.useState('laptop');
  const [devices, setDevices] = React.useState<string[]>(['phone', 'laptop']);

  const handlePreview = (
    _event: React.MouseEvent<HTMLElement>,
    value: string | null,
  ) => {
    // A second click on the selected button sends null: keep the current choice.
    if (value !== null) {
      setPreview(value);
    }
  };

  const handleDevices = (_event: React.MouseEvent<HTMLElement>, value: string[]) => {
    // Refuse to deselect the last device.
    if (value.length > 0) {
      setDevices(value);
    }
  };

  return (
    <Stack direction="row" spacing={4} sx={{ justifyContent: 'center' }}>
      <ToggleButtonGroup
        value={preview}
        exclusive
        onChange={handlePreview}
        aria-label="Preview on"
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
      <ToggleButtonGroup
        value={devices}
        onChange={handleDevices}
        aria-label="Publish to"
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
    </Stack>
  );
}
