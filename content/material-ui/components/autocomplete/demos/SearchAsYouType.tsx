import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const bookTitles = [
  'A Tale of Two Cities',
  'Anna Karenina',
  'Brave New World',
  'Crime and Punishment',
  'Don Quixote',
  'Dracula',
  'Frankenstein',
  'Great Expectations',
  'Jane Eyre',
  'Moby-Dick',
  'Nineteen Eighty-Four',
  'The Count of Monte Cristo',
  'The Great Gatsby',
  'The Picture of Dorian Gray',
  'Wuthering Heights',
];

// Stands in for a search endpoint: answers 400 ms after it is asked.
function searchBooks(query: string): Promise<string[]> {
  const needle = query.toLowerCase();
  return new Promise((resolve) => {
    setTimeout(() => {
      resolve(bookTitles.filter((title) => title.toLowerCase().includes(needle)));
    }, 400);
  });
}

export default function SearchAsYouType() {
  const [value, setValue] = React.useState<string | null>(null);
  const [results, setResults] = React.useState<string[]>([]);
  const [loading, setLoading] = React.useState(false);
  const latestRequest = React.useRef(0);

  const handleInputChange = (_event: React.SyntheticEvent, query: string) => {
    latestRequest.current += 1;
    const request = latestRequest.current;
    if (query === '') {
      setResults([]);
      setLoading(false);
      return;
    }
    setLoading(true);
    searchBooks(query).then((titles) => {
      // Ignore answers to queries the reader has already typed past.
      if (request === latestRequest.current) {
        setResults(titles);
        setLoading(false);
      }
    });
  };

  // Keep the chosen title among the options so it stays a valid value.
  const options = value && !results.includes(value) ? [value, ...results] : results;

  return (
    <Autocomplete
      value={value}
      onChange={(_event, newValue) => setValue(newValue)}
      onInputChange={handleInputChange}
      options={options}
      loading={loading}
      // The server has already filtered the list, so skip the built-in filter.
      filterOptions={(x) => x}
      noOptionsText="No matching books"
      sx={{ width: 300 }}
      renderInput={(params) => <TextField {...params} label="Book title" />}
    />
  );
}
