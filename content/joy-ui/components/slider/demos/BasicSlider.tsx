import VolumeDown from '@mui/icons-material/VolumeDown';
import VolumeUp from '@mui/icons-material/VolumeUp';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function BasicSlider() {
  return (
    <Box sx={{ width: 300, maxWidth: '100%' }}>
      <Typography id="media-volume-label" level="title-sm">
        Media volume
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <VolumeDown />
        <Slider aria-labelledby="media-volume-label" defaultValue={40} />
        <VolumeUp />
      </Stack>
    </Box>
  );
}
