import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const cities = ['Amsterdam', 'Berlin', 'Copenhagen', 'Dublin', 'Helsinki', 'Vienna'];

export default function Sizes() {
  return (
    <Stack spacing={3} sx={{ width: 400 }}>
      <Autocomplete
        size="small"
        options={cities}
        defaultValue="Berlin"
        renderInput={(params) => <TextField {...params} label="Small" />}
      />
      <Autocomplete
        size="small"
        multiple
        options={cities}
        defaultValue={['Dublin', 'Vienna']}
        renderInput={(params) => <TextField {...params} label="Small, multiple" />}
      />
      <Autocomplete
        options={cities}
        defaultValue="Berlin"
        renderInput={(params) => <TextField {...params} label="Medium" />}
      />
      <Autocomplete
        multiple
        options={cities}
        defaultValue={['Dublin', 'Vienna']}
        renderInput={(params) => <TextField {...params} label="Medium, multiple" />}
      />
    </Stack>
  );
}
