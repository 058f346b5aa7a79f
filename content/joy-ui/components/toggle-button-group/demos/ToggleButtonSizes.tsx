import * as React from 'react';
import GridView from '@mui/icons-material/GridView';
import ViewList from '@mui/icons-material/ViewList';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';

const sizes = ['sm', 'md', 'lg'] as const;

export default function ToggleButtonSizes() {
  const [view, setView] = React.useState<string | null>('grid');

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      {sizes.map((size) => (
        <ToggleButtonGroup
          key={size}
          size={size}
          aria-label={`File view, ${size} size`}
          value={view}
          onChange={(_event, newValue) => setView(newValue)}
        >
          <IconButton value="grid" aria-label="Grid view">
            <GridView />
          </IconButton>
          <IconButton value="list" aria-label="List view">
            <ViewList />
          </IconButton>
        </ToggleButtonGroup>
      ))}
    </Stack>
  );
}
