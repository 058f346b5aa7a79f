import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select, { type SelectChangeEvent } from '@mui/material/Select';

const genres = [
  'Biography',
  'Crime',
  'Fantasy',
  'History',
  'Poetry',
  'Science fiction',
];

export default function MultipleSelectCheckmarks() {
  const [picked, setPicked] = React.useState<string[]>(['Crime']);

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const { value } = event.target;
    setPicked(typeof value === 'string' ? value.split(',') : value);
  };

  return (
    <FormControl sx={{ width: 300, maxWidth: '100%' }}>
      <InputLabel id="checkmarks-label">Genres</InputLabel>
      <Select
        labelId="checkmarks-label"
        id="checkmarks-select"
        multiple
        value={picked}
        onChange={handleChange}
        input={<OutlinedInput label="Genres" />}
        renderValue={(selected) => selected.join(', ')}
      >
        {genres.map((genre) => (
          <MenuItem key={genre} value={genre}>
            <Checkbox checked={picked.includes(genre)} tabIndex={-1} disableRipple />
            <ListItemText primary={genre} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
