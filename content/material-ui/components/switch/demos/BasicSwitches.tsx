import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

export default function BasicSwitches() {
  return (
    <Stack direction="row" spacing={1}>
      <Switch defaultChecked slotProps={{ input: { 'aria-label': 'Wi-Fi' } }} />
      <Switch slotProps={{ input: { 'aria-label': 'Bluetooth' } }} />
      <Switch
        disabled
        defaultChecked
        slotProps={{ input: { 'aria-label': 'Location' } }}
      />
      <Switch disabled slotProps={{ input: { 'aria-label': 'Aeroplane mode' } }} />
    </Stack>
  );
}
