import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';

export default function EnforcedToggleButtons() {
  const [billing, setBilling] = React.useState('monthly');

  return (
    <Stack spacing={2} sx={{ width: 320, maxWidth: '100%' }}>
      <ToggleButtonGroup
        aria-label="Billing period"
        variant="soft"
        color="primary"
        buttonFlex={1}
        value={billing}
        onChange={(_event, newValue) => {
          if (newValue !== null) setBilling(newValue);
        }}
      >
        <Button value="monthly">Monthly</Button>
        <Button value="yearly">Yearly</Button>
      </ToggleButtonGroup>
      <Typography level="title-lg">
        {billing === 'monthly' ? '$12 per month' : '$120 per year (two months free)'}
      </Typography>
    </Stack>
  );
}
