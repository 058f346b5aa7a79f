import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

interface Airport {
  code: string;
  city: string;
}

const airports: Airport[] = [
  { code: 'AMS', city: 'Amsterdam' },
  { code: 'BCN', city: 'Barcelona' },
  { code: 'CDG', city: 'Paris' },
  { code: 'FRA', city: 'Frankfurt' },
  { code: 'LHR', city: 'London' },
  { code: 'LIS', city: 'Lisbon' },
  { code: 'MAD', city: 'Madrid' },
  { code: 'MUC', city: 'Munich' },
  { code: 'ORY', city: 'Paris' },
  { code: 'ZRH', city: 'Zurich' },
];

// An exact airport code comes first, then cities whose name starts with the text.
function filterAirports(options: Airport[], { inputValue }: { inputValue: string }) {
  const query = inputValue.trim().toLowerCase();
  if (query === '') {
    return options;
  }
  const byCode = options.filter((option) => option.code.toLowerCase() === query);
  const byCity = options.filter(
    (option) =>
      !byCode.includes(option) && option.city.toLowerCase().startsWith(query),
  );
  return [...byCode, ...byCity];
}

export default function CustomFilter() {
  return (
    <Autocomplete
      options={airports}
      filterOptions={filterAirports}
      getOptionLabel={(option) => `${option.city} (${option.code})`}
      sx={{ width: 300 }}
      renderInput={(params) => <TextField {...params} label="Departure airport" />}
    />
  );
}
