import * as React from 'react';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// 'never' is the default; 'system' would follow the operating system setting.
const animatedTheme = createTheme({ motion: { reducedMotion: 'never' } });
const reducedTheme = createTheme({ motion: { reducedMotion: 'always' } });

export default function TransitionsReducedMotion() {
  const [reduce, setReduce] = React.useState(false);
  const [open, setOpen] = React.useState(false);

  return (
    <ThemeProvider theme={reduce ? reducedTheme : animatedTheme}>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 420 }}>
        <FormControlLabel
          control={
            <Switch
              checked={reduce}
              onChange={(event) => setReduce(event.target.checked)}
            />
          }
          label="Reduce motion"
        />
        <Button
          variant="contained"
          aria-expanded={open}
          aria-controls="delivery-details"
          onClick={() => setOpen((value) => !value)}
          sx={{ display: 'flex', mt: 1 }}
        >
          {open ? 'Hide delivery details' : 'Show delivery details'}
        </Button>
        <Collapse in={open} id="delivery-details">
          <Typography variant="body2" sx={{ pt: 2 }}>
            Your parcel leaves the warehouse on Tuesday and arrives between Thursday
            and Friday. A courier will call 30 minutes before arrival.
          </Typography>
        </Collapse>
      </Paper>
    </ThemeProvider>
  );
}
