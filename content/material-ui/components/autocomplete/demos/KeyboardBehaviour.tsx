import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const instruments = [
  'Cello',
  'Clarinet',
  'Double bass',
  'Flute',
  'Harp',
  'Oboe',
  'Viola',
];

export default function KeyboardBehaviour() {
  return (
    <Stack spacing={2} sx={{ width: 300 }}>
      <Autocomplete
        autoHighlight
        options={instruments}
        renderInput={(params) => <TextField {...params} label="autoHighlight" />}
      />
      <Autocomplete
        autoSelect
        options={instruments}
        renderInput={(params) => <TextField {...params} label="autoSelect" />}
      />
      <Autocomplete
        autoComplete
        options={instruments}
        renderInput={(params) => <TextField {...params} label="autoComplete" />}
      />
      <Autocomplete
        openOnFocus
        options={instruments}
        renderInput={(params) => <TextField {...params} label="openOnFocus" />}
      />
      <Autocomplete
        clearOnEscape
        options={instruments}
        renderInput={(params) => <TextField {...params} label="clearOnEscape" />}
      />
      <Autocomplete
        disableClearable
        options={instruments}
        defaultValue="Harp"
        renderInput={(params) => <TextField {...params} label="disableClearable" />}
      />
      <Autocomplete
        includeInputInList
        options={instruments}
        renderInput={(params) => (
          <TextField {...params} label="includeInputInList" />
        )}
      />
    </Stack>
  );
}
