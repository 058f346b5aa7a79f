import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';

export default function BasicSelect() {
  const [city, setCity] = React.useState('');

  const handleChange = (event: SelectChangeEvent) => {
    setCity(event.target.value);
  };

  return (
    <Box sx={{ minWidth: 200 }}>
      <FormControl fullWidth>
        <InputLabel id="office-select-label">Office</InputLabel>
        <Select
          labelId="office-select-label"
          id="office-select"
          value={city}
          label="Office"
          onChange={handleChange}
        >
          <MenuItem value="berlin">Berlin</MenuItem>
          <MenuItem value="lagos">Lagos</MenuItem>
          <MenuItem value="toronto">Toronto</MenuItem>
        </Select>
      </FormControl>
    </Box>
  );
}
