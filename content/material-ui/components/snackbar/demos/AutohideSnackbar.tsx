import * as React from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

const durations = ['2000', '6000', 'none'];

export default function AutohideSnackbar() {
  const [open, setOpen] = React.useState(false);
  const [duration, setDuration] = React.useState('2000');

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <FormControl>
        <FormLabel id="autohide-duration-label">autoHideDuration</FormLabel>
        <RadioGroup
          row
          aria-labelledby="autohide-duration-label"
          value={duration}
          onChange={(event) => setDuration(event.target.value)}
        >
          {durations.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={value === 'none' ? 'null (stays open)' : `${value} ms`}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Add to basket
      </Button>
      <Snackbar
        open={open}
        autoHideDuration={duration === 'none' ? null : Number(duration)}
        onClose={() => setOpen(false)}
        message="Headphones added to your basket"
      />
    </Stack>
  );
}
