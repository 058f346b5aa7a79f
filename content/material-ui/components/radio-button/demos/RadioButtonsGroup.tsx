import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function RadioButtonsGroup() {
  const labelId = React.useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>Delivery</FormLabel>
      <RadioGroup aria-labelledby={labelId} defaultValue="standard" name="delivery">
        <FormControlLabel
          value="standard"
          control={<Radio />}
          label="Standard (3–5 days)"
        />
        <FormControlLabel
          value="express"
          control={<Radio />}
          label="Express (next day)"
        />
        <FormControlLabel
          value="pickup"
          control={<Radio />}
          label="Pick up in store"
        />
        <FormControlLabel
          value="drone"
          disabled
          control={<Radio />}
          label="Drone (not in your area)"
        />
      </RadioGroup>
    </FormControl>
  );
}
