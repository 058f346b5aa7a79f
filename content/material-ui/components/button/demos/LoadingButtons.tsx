import * as React from 'react';
import SaveIcon from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

export default function LoadingButtons() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <FormControlLabel
        control={
          <Switch
            checked={loading}
            onChange={(event) => setLoading(event.target.checked)}
          />
        }
        label="Loading"
      />
      <Stack direction="row" spacing={2}>
        <Button loading={loading} variant="outlined">
          Submit
        </Button>
        <Button
          loading={loading}
          loadingPosition="start"
          startIcon={<SaveIcon />}
          variant="contained"
        >
          Save
        </Button>
      </Stack>
    </Stack>
  );
}
