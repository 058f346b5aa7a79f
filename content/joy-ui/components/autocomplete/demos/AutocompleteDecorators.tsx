import FlightLand from '@mui/icons-material/FlightLand';
import FlightTakeoff from '@mui/icons-material/FlightTakeoff';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';

const airports = [
  'AMS, Amsterdam Schiphol',
  'CDG, Paris Charles de Gaulle',
  'DXB, Dubai International',
  'JFK, New York John F. Kennedy',
  'LHR, London Heathrow',
  'NRT, Tokyo Narita',
  'SIN, Singapore Changi',
];

export default function AutocompleteDecorators() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormControl sx={{ flex: 1, minWidth: 240 }}>
        <FormLabel>From</FormLabel>
        <Autocomplete
          options={airports}
          defaultValue="LHR, London Heathrow"
          startDecorator={<FlightTakeoff />}
        />
      </FormControl>
      <FormControl sx={{ flex: 1, minWidth: 240 }}>
        <FormLabel>To</FormLabel>
        <Autocomplete
          options={airports}
          placeholder="City or airport"
          startDecorator={<FlightLand />}
        />
      </FormControl>
    </Stack>
  );
}
