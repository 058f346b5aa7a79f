import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import ViewListIcon from '@mui/icons-material/ViewList';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';

export default function VerticalToggleButtons() {
  const [view, setView] = React.useState<string | null>('list');

  return (
    <ToggleButtonGroup
      orientation="vertical"
      value={view}
      exclusive
      onChange={(_event, newView: string | null) => setView(newView)}
      aria-label="Gallery layout"
    >
      <ToggleButton value="list" aria-label="List">
        <ViewListIcon />
      </ToggleButton>
      <ToggleButton value="module" aria-label="Grid">
        <ViewModuleIcon />
      </ToggleButton>
      <ToggleButton value="quilt" aria-label="Mosaic">
        <ViewQuiltIcon />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
