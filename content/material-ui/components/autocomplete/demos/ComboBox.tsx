import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const films = [
  { label: 'The Godfather', year: 1972 },
  { label: 'Casablanca', year: 1942 },
  { label: 'Seven Samurai', year: 1954 },
  { label: 'Spirited Away', year: 2001 },
  { label: 'Parasite', year: 2019 },
  { label: 'Cinema Paradiso', year: 1988 },
  { label: 'City of God', year: 2002 },
  { label: 'The Third Man', year: 1949 },
  { label: 'Amélie', year: 2001 },
  { label: 'Rear Window', year: 1954 },
  { label: 'Pan’s Labyrinth', year: 2006 },
  { label: 'The Battle of Algiers', year: 1966 },
];

export default function ComboBox() {
  return (
    <Autocomplete
      options={films}
      sx={{ width: 300 }}
      renderInput={(params) => <TextField {...params} label="Film" />}
    />
  );
}
