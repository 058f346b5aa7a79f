import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

const sizes = ['sm', 'md', 'lg'] as const;

export default function SliderSizes() {
  return (
    <Box sx={{ width: 300, maxWidth: '100%' }}>
      {sizes.map((size) => (
        <Box key={size} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Typography
            level="body-sm"
            sx={{ fontFamily: 'code', width: 32, flexShrink: 0 }}
          >
            {size}
          </Typography>
          <Slider
            size={size}
            defaultValue={50}
            aria-label={`Photo zoom, ${size} slider`}
          />
        </Box>
      ))}
    </Box>
  );
}
