import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const recentSearches = [
  'Middlemarch',
  'One Hundred Years of Solitude',
  'The Left Hand of Darkness',
  'Things Fall Apart',
  'Pride and Prejudice',
  'The Remains of the Day',
  'Beloved',
  'Invisible Cities',
];

export default function FreeSolo() {
  return (
    <Autocomplete
      freeSolo
      options={recentSearches}
      sx={{ width: 300 }}
      renderInput={(params) => (
        <TextField {...params} label="Search the catalogue" />
      )}
    />
  );
}
