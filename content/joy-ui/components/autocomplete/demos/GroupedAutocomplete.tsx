import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

interface Office {
  city: string;
  region: string;
}

const offices: Office[] = [
  { city: 'Singapore', region: 'Asia Pacific' },
  { city: 'London', region: 'Europe' },
  { city: 'Sydney', region: 'Asia Pacific' },
  { city: 'Toronto', region: 'North America' },
  { city: 'Berlin', region: 'Europe' },
  { city: 'Austin', region: 'North America' },
  { city: 'Tokyo', region: 'Asia Pacific' },
  { city: 'Lisbon', region: 'Europe' },
];

// groupBy only starts a new header when the region changes, so sort by region first.
const sorted = [...offices].sort(
  (a, b) => a.region.localeCompare(b.region) || a.city.localeCompare(b.city),
);

export default function GroupedAutocomplete() {
  return (
    <FormControl sx={{ width: 300 }}>
      <FormLabel>Office</FormLabel>
      <Autocomplete
        options={sorted}
        groupBy={(office) => office.region}
        getOptionLabel={(office) => office.city}
        placeholder="Pick an office"
      />
    </FormControl>
  );
}
