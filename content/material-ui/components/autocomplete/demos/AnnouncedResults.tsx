import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { visuallyHidden } from '@mui/utils';

const airports = [
  'Amsterdam Schiphol (AMS)',
  'Barcelona El Prat (BCN)',
  'Berlin Brandenburg (BER)',
  'Dublin (DUB)',
  'Lisbon (LIS)',
  'London Gatwick (LGW)',
  'London Heathrow (LHR)',
  'Paris Charles de Gaulle (CDG)',
  'Paris Orly (ORY)',
  'Vienna (VIE)',
];

// Stands in for GET /api/airports?q=…, which answers after 600 ms.
function searchAirports(query: string): Promise<string[]> {
  const text = query.toLowerCase();
  const matches = airports.filter((airport) => airport.toLowerCase().includes(text));
  return new Promise((resolve) => setTimeout(() => resolve(matches), 600));
}

export default function AnnouncedResults() {
  const [open, setOpen] = React.useState(false);
  const [inputValue, setInputValue] = React.useState('');
  const [options, setOptions] = React.useState<string[]>([]);
  const [loading, setLoading] = React.useState(false);
  const latestRequest = React.useRef(0);

  const handleInputChange = (_event: React.SyntheticEvent, text: string) => {
    setInputValue(text);
    latestRequest.current += 1;
    const request = latestRequest.current;
    if (text === '') {
      setOptions([]);
      setLoading(false);
      return;
    }
    setLoading(true);
    searchAirports(text).then((results) => {
      // Ignore answers to queries already typed past.
      if (request === latestRequest.current) {
        setOptions(results);
        setLoading(false);
      }
    });
  };

  // The message lives in the page, outside the popup, so the region already
  // exists when its text changes.
  let message = '';
  if (open && inputValue !== '') {
    if (loading) message = 'Searching airports…';
    else if (options.length === 0) message = 'No airports match';
    else
      message = `${options.length} ${options.length === 1 ? 'airport' : 'airports'} found`;
  }

  return (
    <div>
      <Autocomplete
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={options}
        loading={loading}
        loadingText="Searching airports…"
        noOptionsText={
          inputValue === '' ? 'Type a city or code' : 'No airports match'
        }
        filterOptions={(x) => x}
        onInputChange={handleInputChange}
        // Our region speaks for the popup; silence the built-in one.
        slotProps={{ status: { role: undefined, 'aria-live': 'off' } }}
        sx={{ width: 300 }}
        renderInput={(params) => <TextField {...params} label="Departure airport" />}
      />
      <Box role="status" sx={visuallyHidden}>
        {message}
      </Box>
    </div>
  );
}
