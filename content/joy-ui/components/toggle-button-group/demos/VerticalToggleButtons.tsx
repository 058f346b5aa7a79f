import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';

export default function VerticalToggleButtons() {
  const [layer, setLayer] = React.useState<string | null>('default');
  const [shipping, setShipping] = React.useState<string | null>('standard');

  return (
    <Stack
      direction="row"
      spacing={4}
      sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <ToggleButtonGroup
        orientation="vertical"
        aria-label="Map layer"
        value={layer}
        onChange={(_event, newValue) => setLayer(newValue)}
      >
        <Button value="default">Default</Button>
        <Button value="satellite">Satellite</Button>
        <Button value="terrain">Terrain</Button>
        <Button value="transit">Transit</Button>
      </ToggleButtonGroup>
      <ToggleButtonGroup
        orientation="vertical"
        spacing={1}
        variant="soft"
        aria-label="Shipping speed"
        value={shipping}
        onChange={(_event, newValue) => setShipping(newValue)}
        sx={{ width: 220 }}
      >
        <Button value="standard">Standard (3–5 days)</Button>
        <Button value="express">Express (1–2 days)</Button>
        <Button value="same-day">Same day</Button>
      </ToggleButtonGroup>
    </Stack>
  );
}
