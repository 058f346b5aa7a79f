import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function BasicSwitch() {
  return (
    <Stack spacing={2}>
      <Typography component="label" endDecorator={<Switch defaultChecked />}>
        Wi-Fi
      </Typography>
      <Typography component="label" endDecorator={<Switch />}>
        Bluetooth
      </Typography>
    </Stack>
  );
}
