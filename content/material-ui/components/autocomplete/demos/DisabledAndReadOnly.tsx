import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const plans = ['Free', 'Team', 'Business', 'Enterprise'];
const regions = ['Frankfurt', 'São Paulo', 'Singapore', 'Virginia'];

export default function DisabledAndReadOnly() {
  return (
    <Stack spacing={3} sx={{ width: 300 }}>
      <Autocomplete
        disabled
        options={plans}
        defaultValue="Team"
        renderInput={(params) => <TextField {...params} label="Plan" />}
      />
      <Autocomplete
        readOnly
        multiple
        options={regions}
        defaultValue={['Frankfurt', 'Singapore']}
        renderInput={(params) => <TextField {...params} label="Data regions" />}
      />
    </Stack>
  );
}
