import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function ControlledSwitch() {
  const [autoSave, setAutoSave] = React.useState(true);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={autoSave}
            onChange={(event) => setAutoSave(event.target.checked)}
          />
        }
        label="Save drafts automatically"
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {autoSave
          ? 'Drafts are saved every 30 seconds.'
          : 'Remember to save your draft before leaving.'}
      </Typography>
    </Stack>
  );
}
