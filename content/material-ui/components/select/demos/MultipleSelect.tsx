import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select, { type SelectChangeEvent } from '@mui/material/Select';

const languages = [
  'English',
  'French',
  'German',
  'Japanese',
  'Portuguese',
  'Swahili',
];

export default function MultipleSelect() {
  const [spoken, setSpoken] = React.useState<string[]>(['English']);

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const { value } = event.target;
    // Browser autofill can report the choice as a comma-separated string.
    setSpoken(typeof value === 'string' ? value.split(',') : value);
  };

  return (
    <FormControl sx={{ width: 300, maxWidth: '100%' }}>
      <InputLabel id="multiple-select-label">Languages</InputLabel>
      <Select
        labelId="multiple-select-label"
        id="multiple-select"
        multiple
        value={spoken}
        onChange={handleChange}
        input={<OutlinedInput label="Languages" />}
      >
        {languages.map((language) => (
          <MenuItem key={language} value={language}>
            {language}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
