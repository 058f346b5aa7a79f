import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function FlexAspectRatio() {
  const [flex, setFlex] = React.useState(true);
  return (
    <Stack spacing={2} sx={{ width: 420, maxWidth: '100%' }}>
      <FormControl orientation="horizontal" sx={{ gap: 1 }}>
        <Switch checked={flex} onChange={(event) => setFlex(event.target.checked)} />
        <FormLabel>Fill the row height (flex)</FormLabel>
      </FormControl>
      <Sheet
        variant="outlined"
        sx={{ display: 'flex', gap: 2, p: 1.5, borderRadius: 'md' }}
      >
        <AspectRatio flex={flex} ratio="1" sx={{ flex: '0 0 96px' }}>
          <img
            src="/static/images/scenes/canyon.svg"
            alt="Red rock canyon with a river running through it"
          />
        </AspectRatio>
        <Stack spacing={0.5}>
          <Typography level="title-sm">River canyon day hike</Typography>
          <Typography level="body-sm">
            Eleven kilometres along the rim with two swimming stops. Bring water,
            sturdy shoes and a hat: there is little shade after noon.
          </Typography>
          <Typography level="body-xs">
            Saturday, 8:00 · Guide: Elena Rossi
          </Typography>
        </Stack>
      </Sheet>
    </Stack>
  );
}
