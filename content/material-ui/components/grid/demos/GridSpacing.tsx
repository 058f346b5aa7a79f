import * as React from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const photos = [
  'Harbour',
  'Old town',
  'Market',
  'Cathedral',
  'Riverside',
  'Gardens',
];

export default function GridSpacing() {
  const [rowSpacing, setRowSpacing] = React.useState(1);
  const [columnSpacing, setColumnSpacing] = React.useState(3);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 4 }}
        sx={{ mb: 3 }}
      >
        <Box sx={{ flex: 1 }}>
          <Typography id="row-spacing-label" variant="body2">
            rowSpacing: {rowSpacing}
          </Typography>
          <Slider
            aria-labelledby="row-spacing-label"
            value={rowSpacing}
            onChange={(_event, value) => setRowSpacing(value)}
            min={0}
            max={5}
            marks
          />
        </Box>
        <Box sx={{ flex: 1 }}>
          <Typography id="column-spacing-label" variant="body2">
            columnSpacing: {columnSpacing}
          </Typography>
          <Slider
            aria-labelledby="column-spacing-label"
            value={columnSpacing}
            onChange={(_event, value) => setColumnSpacing(value)}
            min={0}
            max={5}
            marks
          />
        </Box>
      </Stack>
      <Grid container rowSpacing={rowSpacing} columnSpacing={columnSpacing}>
        {photos.map((photo) => (
          <Grid key={photo} size={4}>
            <Paper variant="outlined" sx={{ p: 2, textAlign: 'center' }}>
              {photo}
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
