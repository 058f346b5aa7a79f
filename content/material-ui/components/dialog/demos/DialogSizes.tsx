import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

type MaxWidth = Exclude<DialogProps['maxWidth'], undefined>;

export default function DialogSizes() {
  const [open, setOpen] = React.useState(false);
  const [fullWidth, setFullWidth] = React.useState(true);
  const [maxWidth, setMaxWidth] = React.useState<MaxWidth>('sm');

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Preview the dialog
      </Button>
      <Dialog
        fullWidth={fullWidth}
        maxWidth={maxWidth}
        open={open}
        onClose={() => setOpen(false)}
      >
        <DialogTitle>Choose a size</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Change the settings and watch the dialog resize.
          </DialogContentText>
          <Stack spacing={2} sx={{ mt: 2, alignItems: 'flex-start' }}>
            <FormControl sx={{ minWidth: 140 }}>
              <InputLabel id="dialog-max-width-label">maxWidth</InputLabel>
              <Select
                labelId="dialog-max-width-label"
                label="maxWidth"
                value={maxWidth === false ? 'false' : maxWidth}
                onChange={(event) =>
                  setMaxWidth(
                    event.target.value === 'false'
                      ? false
                      : (event.target.value as MaxWidth),
                  )
                }
              >
                <MenuItem value="false">false</MenuItem>
                <MenuItem value="xs">xs</MenuItem>
                <MenuItem value="sm">sm</MenuItem>
                <MenuItem value="md">md</MenuItem>
                <MenuItem value="lg">lg</MenuItem>
                <MenuItem value="xl">xl</MenuItem>
              </Select>
            </FormControl>
            <FormControlLabel
              control={
                <Switch
                  checked={fullWidth}
                  onChange={(event) => setFullWidth(event.target.checked)}
                />
              }
              label="fullWidth"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}
