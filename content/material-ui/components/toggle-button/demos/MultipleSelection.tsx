import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import DirectionsBikeIcon from '@mui/icons-material/DirectionsBike';
import DirectionsBusIcon from '@mui/icons-material/DirectionsBus';
import TerrainIcon from '@mui/icons-material/Terrain';
import TrafficIcon from '@mui/icons-material/Traffic';

type Layer = 'traffic' | 'transit' | 'cycling' | 'terrain';

// The layer switcher of a city map: any number of overlays can be on at once.
export default function MultipleSelection() {
  const [layers, setLayers] = React.useState<Layer[]>(['transit']);

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        value={layers}
        onChange={(_event, newLayers: Layer[]) => setLayers(newLayers)}
        aria-label="Map layers"
      >
        <ToggleButton value="traffic" aria-label="Traffic">
          <TrafficIcon />
        </ToggleButton>
        <ToggleButton value="transit" aria-label="Public transport">
          <DirectionsBusIcon />
        </ToggleButton>
        <ToggleButton value="cycling" aria-label="Cycle lanes">
          <DirectionsBikeIcon />
        </ToggleButton>
        <ToggleButton value="terrain" aria-label="Terrain">
          <TerrainIcon />
        </ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {layers.length === 0
          ? 'Base map only'
          : `Showing ${layers.length} of 4 layers: ${layers.join(', ')}`}
      </Typography>
    </Stack>
  );
}
