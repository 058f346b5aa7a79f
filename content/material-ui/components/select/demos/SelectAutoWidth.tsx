import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';

export default function SelectAutoWidth() {
  const [size, setSize] = React.useState('M');

  return (
    <FormControl sx={{ minWidth: 100 }}>
      <InputLabel id="auto-width-label">Size</InputLabel>
      <Select
        labelId="auto-width-label"
        id="auto-width-select"
        value={size}
        onChange={(event: SelectChangeEvent) => setSize(event.target.value)}
        autoWidth
        label="Size"
      >
        <MenuItem value="S">S</MenuItem>
        <MenuItem value="M">M</MenuItem>
        <MenuItem value="L">L</MenuItem>
        <MenuItem value="made-to-measure">Made to measure (add 3 weeks)</MenuItem>
      </Select>
    </FormControl>
  );
}
