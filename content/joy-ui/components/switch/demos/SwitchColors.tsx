import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp } from '@mui/joy/styles';

const services: { name: string; color: ColorPaletteProp }[] = [
  { name: 'Web server', color: 'primary' },
  { name: 'Background jobs', color: 'neutral' },
  { name: 'Health checks', color: 'success' },
  { name: 'Maintenance mode', color: 'warning' },
  { name: 'Block all traffic', color: 'danger' },
];

export default function SwitchColors() {
  return (
    <Stack spacing={1.5} sx={{ width: 260, maxWidth: '100%' }}>
      {services.map(({ name, color }) => (
        <Typography
          key={name}
          component="label"
          endDecorator={<Switch color={color} defaultChecked />}
          sx={{ justifyContent: 'space-between' }}
        >
          {name}
        </Typography>
      ))}
    </Stack>
  );
}
