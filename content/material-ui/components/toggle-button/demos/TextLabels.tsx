import * as React from 'react';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

const prices = { monthly: '€12 per month', yearly: '€115 per year (save 20%)' };
type Period = keyof typeof prices;

// The billing period switch on the pricing card of a note-taking app.
export default function TextLabels() {
  const [period, setPeriod] = React.useState<Period>('yearly');

  return (
    <Paper variant="outlined" sx={{ p: 2, width: '100%', maxWidth: 360 }}>
      <Typography variant="h6" component="p">
        Pro plan
      </Typography>
      <ToggleButtonGroup
        value={period}
        exclusive
        fullWidth
        onChange={(_event, newPeriod: Period | null) => {
          // A price needs a period: ignore clicks on the selected one.
          if (newPeriod !== null) {
            setPeriod(newPeriod);
          }
        }}
        aria-label="Billing period"
        sx={{ my: 2 }}
      >
        <ToggleButton value="monthly">Monthly</ToggleButton>
        <ToggleButton value="yearly">Yearly</ToggleButton>
      </ToggleButtonGroup>
      <Typography>{prices[period]}</Typography>
    </Paper>
  );
}
