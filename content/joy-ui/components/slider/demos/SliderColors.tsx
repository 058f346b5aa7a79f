import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp } from '@mui/joy/styles';

const thresholds: {
  id: string;
  label: string;
  color: ColorPaletteProp;
  value: number;
}[] = [
  { id: 'charge-limit', label: 'Stop charging at', color: 'success', value: 80 },
  {
    id: 'low-battery',
    label: 'Low battery warning at',
    color: 'warning',
    value: 20,
  },
  {
    id: 'critical-battery',
    label: 'Power saving mode at',
    color: 'danger',
    value: 10,
  },
  { id: 'screen-dim', label: 'Dim the screen at', color: 'neutral', value: 30 },
];

export default function SliderColors() {
  return (
    <Box sx={{ width: 300, maxWidth: '100%' }}>
      {thresholds.map(({ id, label, color, value }) => (
        <div key={id}>
          <Typography id={id} level="body-sm">
            {label}
          </Typography>
          <Slider
            color={color}
            defaultValue={value}
            aria-labelledby={id}
            getAriaValueText={(percent) => `${percent}%`}
          />
        </div>
      ))}
    </Box>
  );
}
