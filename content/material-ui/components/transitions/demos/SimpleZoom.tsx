import * as React from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Zoom from '@mui/material/Zoom';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';

export default function SimpleZoom() {
  const [checked, setChecked] = React.useState(false);

  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            onChange={(event) => setChecked(event.target.checked)}
          />
        }
        label="Show actions"
      />
      <Box sx={{ display: 'flex', gap: 2, mt: 1 }}>
        <Zoom in={checked}>
          <Fab color="primary" aria-label="New note">
            <AddIcon />
          </Fab>
        </Zoom>
        {/* The delay makes the second button follow the first one. */}
        <Zoom in={checked} style={{ transitionDelay: checked ? '150ms' : '0ms' }}>
          <Fab color="secondary" aria-label="Edit note">
            <EditIcon />
          </Fab>
        </Zoom>
      </Box>
    </Box>
  );
}
