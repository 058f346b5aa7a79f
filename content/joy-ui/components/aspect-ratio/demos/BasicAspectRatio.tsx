import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function BasicAspectRatio() {
  return (
    <Box sx={{ width: 320, maxWidth: '100%' }}>
      <AspectRatio>
        <Typography level="title-md" component="div">
          Your video is still processing
        </Typography>
      </AspectRatio>
    </Box>
  );
}
