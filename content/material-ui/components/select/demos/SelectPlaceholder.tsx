import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';

const reasons = [
  { value: 'damaged', label: 'Arrived damaged' },
  { value: 'size', label: 'Wrong size' },
  { value: 'changed-mind', label: 'Changed my mind' },
];

export default function SelectPlaceholder() {
  const [reason, setReason] = React.useState('');

  return (
    <FormControl sx={{ minWidth: 260 }}>
      <Select
        id="placeholder-select"
        value={reason}
        onChange={(event: SelectChangeEvent) => setReason(event.target.value)}
        displayEmpty
        inputProps={{ 'aria-label': 'Reason for return' }}
        renderValue={(selected) =>
          selected === '' ? (
            <em>Choose a reason</em>
          ) : (
            reasons.find((option) => option.value === selected)?.label
          )
        }
      >
        {reasons.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
