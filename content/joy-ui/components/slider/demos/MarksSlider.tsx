import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

const marks = [
  { value: 0, label: '0%' },
  { value: 10, label: '10%' },
  { value: 15, label: '15%' },
  { value: 20, label: '20%' },
  { value: 25, label: '25%' },
];

export default function MarksSlider() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 4,
        width: 300,
        maxWidth: '100%',
      }}
    >
      <div>
        <Typography id="reading-speed-label" level="title-sm">
          Reading speed
        </Typography>
        <Slider
          aria-labelledby="reading-speed-label"
          defaultValue={1}
          min={0.5}
          max={2}
          step={0.25}
          marks
          getAriaValueText={(value) => `${value}x speed`}
        />
      </div>
      <div>
        <Typography id="tip-label" level="title-sm">
          Tip for your driver
        </Typography>
        <Slider
          aria-labelledby="tip-label"
          defaultValue={15}
          step={null}
          marks={marks}
          max={25}
          getAriaValueText={(value) => `${value}%`}
        />
      </div>
    </Box>
  );
}
