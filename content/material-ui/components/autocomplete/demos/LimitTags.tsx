import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const languages = [
  'C',
  'Go',
  'Haskell',
  'Java',
  'JavaScript',
  'Kotlin',
  'Python',
  'Ruby',
  'Rust',
  'Swift',
  'TypeScript',
];

export default function LimitTags() {
  return (
    <Autocomplete
      multiple
      limitTags={2}
      options={languages}
      defaultValue={['Go', 'Python', 'Rust', 'TypeScript']}
      sx={{ width: 400 }}
      renderInput={(params) => <TextField {...params} label="Team languages" />}
    />
  );
}
