import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';

interface City {
  name: string;
  country: string;
}

const cities: City[] = [
  { name: 'Osaka', country: 'Japan' },
  { name: 'Lyon', country: 'France' },
  { name: 'Kyoto', country: 'Japan' },
  { name: 'Porto', country: 'Portugal' },
  { name: 'Marseille', country: 'France' },
  { name: 'Lisbon', country: 'Portugal' },
  { name: 'Tokyo', country: 'Japan' },
  { name: 'Paris', country: 'France' },
  { name: 'Coimbra', country: 'Portugal' },
];

// groupBy only starts a new heading when the group changes, so sort by it first.
const sortedCities = [...cities].sort(
  (a, b) => a.country.localeCompare(b.country) || a.name.localeCompare(b.name),
);

export default function GroupedOptions() {
  const id = React.useId();
  return (
    <Autocomplete
      options={sortedCities}
      groupBy={(option) => option.country}
      getOptionLabel={(option) => option.name}
      renderGroup={(params) => (
        // A listbox may hold options and named groups of options, nothing else.
        <li key={params.key} role="none">
          <div role="group" aria-labelledby={`${id}-${params.key}`}>
            <ListSubheader component="div" id={`${id}-${params.key}`}>
              {params.group}
            </ListSubheader>
            <ul role="none" style={{ padding: 0 }}>
              {params.children}
            </ul>
          </div>
        </li>
      )}
      sx={{ width: 300 }}
      renderInput={(params) => <TextField {...params} label="Destination" />}
    />
  );
}
