import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

function SaveIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M17 3H5a2 2 0 0 0-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V7zm-5 16c-1.66 0-3-1.34-3-3s1.34-3 3-3 3 1.34 3 3-1.34 3-3 3m3-10H5V5h10z" />
    </SvgIcon>
  );
}

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
