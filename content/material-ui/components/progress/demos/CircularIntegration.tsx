import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import CheckIcon from '@mui/icons-material/Check';
import SaveIcon from '@mui/icons-material/Save';

export default function CircularIntegration() {
  const [saving, setSaving] = React.useState(false);
  const [saved, setSaved] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const save = () => {
    if (saving) {
      return;
    }
    setSaved(false);
    setSaving(true);
    // Stands in for a request to the server.
    timer.current = setTimeout(() => {
      setSaving(false);
      setSaved(true);
    }, 2000);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Box sx={{ position: 'relative' }}>
        <Fab
          aria-label={saved ? 'Saved' : 'Save'}
          color={saved ? 'success' : 'primary'}
          onClick={save}
        >
          {saved ? <CheckIcon /> : <SaveIcon />}
        </Fab>
        {saving ? (
          <CircularProgress
            size={68}
            color="success"
            aria-label="Saving"
            sx={{ position: 'absolute', top: -6, left: -6, zIndex: 1 }}
          />
        ) : null}
      </Box>
      <Box sx={{ position: 'relative' }}>
        <Button variant="contained" disabled={saving} onClick={save}>
          Save draft
        </Button>
        {saving ? (
          <CircularProgress
            size={24}
            aria-label="Saving the draft"
            sx={{
              position: 'absolute',
              top: '50%',
              left: '50%',
              mt: '-12px',
              ml: '-12px',
            }}
          />
        ) : null}
      </Box>
    </Stack>
  );
}
