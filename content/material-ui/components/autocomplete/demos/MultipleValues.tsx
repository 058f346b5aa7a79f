import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const languages = [
  'C',
  'C#',
  'Elixir',
  'Go',
  'Haskell',
  'Java',
  'JavaScript',
  'Kotlin',
  'OCaml',
  'Python',
  'Ruby',
  'Rust',
  'Swift',
  'TypeScript',
];

export default function MultipleValues() {
  return (
    <Autocomplete
      multiple
      options={languages}
      defaultValue={['TypeScript', 'Rust']}
      filterSelectedOptions
      sx={{ width: 400 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Languages you know"
          placeholder="Add a language"
        />
      )}
    />
  );
}
