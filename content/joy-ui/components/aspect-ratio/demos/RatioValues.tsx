import AspectRatio from '@mui/joy/AspectRatio';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const formats = [
  { ratio: '1', label: 'Square post (1)' },
  { ratio: '4/3', label: 'Classic photo (4/3)' },
  { ratio: '21/9', label: 'Cinema banner (21/9)' },
];

export default function RatioValues() {
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      {formats.map(({ ratio, label }) => (
        <Stack key={ratio} spacing={1} sx={{ width: 200 }}>
          <AspectRatio ratio={ratio}>
            <img
              src="/static/images/scenes/coast.svg"
              alt="Sandy beach and a cliff with a red-and-white lighthouse above the sea"
            />
          </AspectRatio>
          <Typography level="body-sm">{label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
