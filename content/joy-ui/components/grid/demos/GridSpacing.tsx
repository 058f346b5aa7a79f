import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Grid from '@mui/joy/Grid';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';

const spacings = ['0', '0.5', '1', '2', '3'];
const photos = [
  {
    file: 'meadow',
    alt: 'Green meadow with wildflowers under a blue sky with clouds',
  },
  { file: 'canyon', alt: 'Red rock canyon with a river running through it' },
  {
    file: 'island',
    alt: 'Small tropical island with a palm tree in a turquoise sea',
  },
  { file: 'waterfall', alt: 'Waterfall pouring between mossy cliffs into a pool' },
  { file: 'city', alt: 'City skyline with lit windows at dusk' },
  { file: 'night-sky', alt: 'Starry night sky with a full moon over dark hills' },
];

export default function GridSpacing() {
  const [spacing, setSpacing] = React.useState('1');
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <FormControl>
        <FormLabel>spacing</FormLabel>
        <RadioGroup
          orientation="horizontal"
          value={spacing}
          onChange={(event) => setSpacing(event.target.value)}
        >
          {spacings.map((value) => (
            <Radio key={value} value={value} label={value} />
          ))}
        </RadioGroup>
      </FormControl>
      <Grid container spacing={Number(spacing)}>
        {photos.map((photo) => (
          <Grid key={photo.file} xs={4}>
            <AspectRatio ratio="1" sx={{ borderRadius: 'sm' }}>
              <img src={`/static/images/scenes/${photo.file}.svg`} alt={photo.alt} />
            </AspectRatio>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
