import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

const bands = [
  { id: 'eq-bass', label: 'Bass', value: 4 },
  { id: 'eq-mid', label: 'Mid', value: 0 },
  { id: 'eq-treble', label: 'Treble', value: -2 },
];

function formatGain(value: number) {
  return `${value > 0 ? '+' : ''}${value} dB`;
}

export default function VerticalSliders() {
  return (
    <Box sx={{ display: 'flex', gap: 4, height: 200 }}>
      {bands.map((band) => (
        <Box
          key={band.id}
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 1,
          }}
        >
          <Slider
            orientation="vertical"
            aria-labelledby={band.id}
            defaultValue={band.value}
            min={-12}
            max={12}
            marks={[{ value: 0 }]}
            valueLabelDisplay="auto"
            valueLabelFormat={formatGain}
            getAriaValueText={formatGain}
            sx={{ flex: 1 }}
          />
          <Typography id={band.id} level="body-sm">
            {band.label}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
