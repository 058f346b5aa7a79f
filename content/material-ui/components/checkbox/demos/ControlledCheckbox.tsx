import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ControlledCheckbox() {
  const [giftWrap, setGiftWrap] = React.useState(false);
  return (
    <Stack sx={{ alignItems: 'center' }}>
      <FormControlLabel
        control={
          <Checkbox
            checked={giftWrap}
            onChange={(event) => setGiftWrap(event.target.checked)}
          />
        }
        label="Gift wrap (+ £3.50)"
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Order total: £{(24 + (giftWrap ? 3.5 : 0)).toFixed(2)}
      </Typography>
    </Stack>
  );
}
