import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const roles = ['Designer', 'Developer', 'Product manager', 'Researcher', 'Writer'];

export default function ControlledStates() {
  const [value, setValue] = React.useState<string | null>('Developer');
  const [inputValue, setInputValue] = React.useState('');

  return (
    <Stack spacing={2} sx={{ width: 300 }}>
      <Typography variant="body2">
        value: {value === null ? 'null' : `'${value}'`}
      </Typography>
      <Typography variant="body2">{`inputValue: '${inputValue}'`}</Typography>
      <Autocomplete
        value={value}
        onChange={(_event, newValue) => setValue(newValue)}
        inputValue={inputValue}
        onInputChange={(_event, newInputValue) => setInputValue(newInputValue)}
        options={roles}
        renderInput={(params) => <TextField {...params} label="Role" />}
      />
    </Stack>
  );
}
