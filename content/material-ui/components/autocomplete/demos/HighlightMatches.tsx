import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const countries = [
  'Argentina',
  'Australia',
  'Austria',
  'Bangladesh',
  'Canada',
  'Colombia',
  'Indonesia',
  'Ireland',
  'Netherlands',
  'New Zealand',
  'Switzerland',
  'Thailand',
];

// Splits a label into the parts before, inside and after the first match.
function splitAtMatch(label: string, query: string) {
  const start = query ? label.toLowerCase().indexOf(query.toLowerCase()) : -1;
  if (start === -1) {
    return { before: label, match: '', after: '' };
  }
  const end = start + query.length;
  return {
    before: label.slice(0, start),
    match: label.slice(start, end),
    after: label.slice(end),
  };
}

export default function HighlightMatches() {
  return (
    <Autocomplete
      options={countries}
      renderOption={(props, option, { inputValue }) => {
        const { key, ...optionProps } = props;
        const { before, match, after } = splitAtMatch(option, inputValue.trim());
        return (
          <li key={key} {...optionProps}>
            <span>
              {before}
              {match ? <strong>{match}</strong> : null}
              {after}
            </span>
          </li>
        );
      }}
      sx={{ width: 300 }}
      renderInput={(params) => <TextField {...params} label="Country" />}
    />
  );
}
