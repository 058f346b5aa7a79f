import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const priorities = [
  { value: 'low', label: 'Low', color: 'success' },
  { value: 'normal', label: 'Normal', color: 'primary' },
  { value: 'high', label: 'High', color: 'warning' },
  { value: 'urgent', label: 'Urgent', color: 'error' },
] as const;

export default function ColorRadioButtons() {
  const labelId = React.useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>Priority</FormLabel>
      <RadioGroup row aria-labelledby={labelId} defaultValue="high" name="priority">
        {priorities.map(({ value, label, color }) => (
          <FormControlLabel
            key={value}
            value={value}
            control={<Radio color={color} />}
            label={label}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
