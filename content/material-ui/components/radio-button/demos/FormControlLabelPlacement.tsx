import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const placements = [
  { value: 'bottom', label: 'Bottom' },
  { value: 'top', label: 'Top' },
  { value: 'start', label: 'Start' },
  { value: 'end', label: 'End' },
] as const;

export default function FormControlLabelPlacement() {
  const labelId = React.useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>Label placement</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        defaultValue="top"
        name="label-placement"
      >
        {placements.map(({ value, label }) => (
          <FormControlLabel
            key={value}
            value={value}
            control={<Radio />}
            label={label}
            labelPlacement={value}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
