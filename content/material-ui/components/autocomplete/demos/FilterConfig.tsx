import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

interface Film {
  title: string;
  director: string;
}

const films: Film[] = [
  { title: 'Alien', director: 'Ridley Scott' },
  { title: 'Amadeus', director: 'Miloš Forman' },
  { title: 'Apocalypse Now', director: 'Francis Ford Coppola' },
  { title: 'Barry Lyndon', director: 'Stanley Kubrick' },
  { title: 'Blade Runner', director: 'Ridley Scott' },
  { title: 'Chinatown', director: 'Roman Polanski' },
  { title: 'Taxi Driver', director: 'Martin Scorsese' },
  { title: 'The Shining', director: 'Stanley Kubrick' },
  { title: 'Vertigo', director: 'Alfred Hitchcock' },
];

// Search the director as well as the title, and show at most four results.
const filterOptions = createFilterOptions<Film>({
  stringify: (option) => `${option.title} ${option.director}`,
  limit: 4,
});

export default function FilterConfig() {
  return (
    <Autocomplete
      options={films}
      filterOptions={filterOptions}
      getOptionLabel={(option) => option.title}
      sx={{ width: 300 }}
      renderInput={(params) => <TextField {...params} label="Film" />}
    />
  );
}
