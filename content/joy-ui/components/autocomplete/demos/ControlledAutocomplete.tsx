import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const carriers = ['DHL Express', 'FedEx', 'La Poste', 'Royal Mail', 'UPS', 'USPS'];

export default function ControlledAutocomplete() {
  const [value, setValue] = React.useState<string | null>('DHL Express');
  const [inputValue, setInputValue] = React.useState('DHL Express');
  return (
    <Stack spacing={1.5} sx={{ width: 300 }}>
      <FormControl>
        <FormLabel>Shipping carrier</FormLabel>
        <Autocomplete
          options={carriers}
          value={value}
          onChange={(_event, newValue) => setValue(newValue)}
          inputValue={inputValue}
          onInputChange={(_event, newInputValue) => setInputValue(newInputValue)}
        />
      </FormControl>
      <Typography level="body-sm" textColor="text.secondary">
        value: {value === null ? 'null' : `'${value}'`}
        <br />
        inputValue: &apos;{inputValue}&apos;
      </Typography>
    </Stack>
  );
}
