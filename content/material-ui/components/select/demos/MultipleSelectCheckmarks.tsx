import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';

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
            {/* The option already reports its state (aria-selected); the box is only a visual cue. */}
            <ListItemIcon>
              {picked.includes(genre) ? (
                <CheckBoxIcon color="primary" />
              ) : (
                <CheckBoxOutlineBlankIcon />
              )}
            </ListItemIcon>
            <ListItemText primary={genre} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
