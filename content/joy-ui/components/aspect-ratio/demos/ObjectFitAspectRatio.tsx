import AspectRatio from '@mui/joy/AspectRatio';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function ObjectFitAspectRatio() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Stack spacing={1} sx={{ width: 240 }}>
        <AspectRatio ratio="4/3">
          <img
            src="/static/images/products/headphones.svg"
            alt="Black over-ear headphones with orange cushions"
          />
        </AspectRatio>
        <Typography level="body-sm">
          cover (default): fills the box, crops
        </Typography>
      </Stack>
      <Stack spacing={1} sx={{ width: 240 }}>
        <AspectRatio ratio="4/3" objectFit="contain">
          <img
            src="/static/images/products/headphones.svg"
            alt="Black over-ear headphones with orange cushions"
          />
        </AspectRatio>
        <Typography level="body-sm">contain: whole image, letterboxed</Typography>
      </Stack>
    </Stack>
  );
}
