import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

export default function ResponsiveUiContainerQueries() {
  const [width, setWidth] = React.useState(320);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="panel-width-label" variant="body2" gutterBottom>
        Panel width: {width}px
      </Typography>
      <Slider
        value={width}
        onChange={(_event, value) => setWidth(value)}
        min={240}
        max={560}
        step={20}
        aria-labelledby="panel-width-label"
        sx={{ maxWidth: 400, mb: 2 }}
      />
      <Box sx={{ containerType: 'inline-size', width, maxWidth: '100%' }}>
        <Paper
          variant="outlined"
          sx={{
            display: 'flex',
            flexDirection: { '@': 'column', '@400': 'row' },
            alignItems: { '@': 'stretch', '@400': 'center' },
            gap: 2,
            p: 2,
          }}
        >
          <Box sx={{ flexGrow: 1 }}>
            <Typography component="p" variant="subtitle1">
              Weekly backup
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Last run Sunday at 02:00, 3.2 GB copied.
            </Typography>
          </Box>
          <Button variant="contained">Run now</Button>
        </Paper>
      </Box>
    </Box>
  );
}
