import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import Masonry from '@mui/lab/Masonry';

const steps = [
  'Preheat the oven to 200 °C.',
  'Halve the tomatoes and peppers, toss them with olive oil, salt and two cloves of garlic, and spread them on a tray.',
  'Roast for 35 minutes.',
  'Soften an onion in a pot over a low heat.',
  'Add the roasted vegetables and 600 ml of stock, and simmer for 10 minutes.',
  'Blend until smooth.',
  'Season, then serve with basil and a swirl of cream.',
];

export default function SequentialMasonry() {
  const [sequential, setSequential] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={sequential}
            onChange={(event) => setSequential(event.target.checked)}
          />
        }
        label="Sequential order"
        sx={{ mb: 2 }}
      />
      <Masonry columns={3} spacing={2} sequential={sequential}>
        {steps.map((step, index) => (
          <Paper key={step} variant="outlined" sx={{ p: 2 }}>
            <Typography variant="overline" sx={{ color: 'primary.main' }}>
              Step {index + 1}
            </Typography>
            <Typography variant="body2">{step}</Typography>
          </Paper>
        ))}
      </Masonry>
    </Box>
  );
}
