import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';

interface Warehouse {
  code: string;
  city: string;
}

const warehouses: Warehouse[] = [
  { code: 'AMS-1', city: 'Amsterdam' },
  { code: 'BER-2', city: 'Berlin' },
  { code: 'LYS-1', city: 'Lyon' },
  { code: 'MAD-3', city: 'Madrid' },
];

// Saved settings arrive as a separate object: equal in content, not the same object as the option.
const savedDefault: Warehouse = { code: 'BER-2', city: 'Berlin' };

export default function SavedValue() {
  const [value, setValue] = React.useState<Warehouse | null>(savedDefault);
  return (
    <FormControl sx={{ width: 300 }}>
      <FormLabel>Default warehouse</FormLabel>
      <Autocomplete
        options={warehouses}
        value={value}
        onChange={(_event, newValue) => setValue(newValue)}
        getOptionLabel={(warehouse) => `${warehouse.city} (${warehouse.code})`}
        isOptionEqualToValue={(option, current) => option.code === current.code}
      />
      <FormHelperText>Orders ship from here unless stock runs out.</FormHelperText>
    </FormControl>
  );
}
