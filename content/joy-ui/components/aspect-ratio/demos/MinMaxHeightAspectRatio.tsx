import AspectRatio from '@mui/joy/AspectRatio';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const widths = [160, 320, 560];

export default function MinMaxHeightAspectRatio() {
  return (
    <Stack spacing={2}>
      {widths.map((width) => (
        <Stack key={width} spacing={0.5} sx={{ width, maxWidth: '100%' }}>
          <Typography level="body-xs">Container {width} px wide</Typography>
          <AspectRatio ratio="21/9" minHeight={100} maxHeight={180}>
            <img
              src="/static/images/scenes/mountains.svg"
              alt="Snow-capped mountains above green hills under a pale sky"
            />
          </AspectRatio>
        </Stack>
      ))}
    </Stack>
  );
}
