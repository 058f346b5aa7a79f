import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';

const countries = [
  'Australia',
  'Canada',
  'France',
  'Germany',
  'India',
  'Japan',
  'Kenya',
];

export default function ValidationAutocomplete() {
  const [country, setCountry] = React.useState<string | null>(null);
  const [submitted, setSubmitted] = React.useState(false);
  const error = submitted && country === null;

  return (
    <Stack
      component="form"
      // Validate in code and show the message below the field instead of the browser's bubble.
      noValidate
      spacing={1.5}
      sx={{ width: 300 }}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
      }}
    >
      <FormControl required error={error}>
        <FormLabel>Country of tax residence</FormLabel>
        <Autocomplete
          options={countries}
          value={country}
          onChange={(_event, newValue) => setCountry(newValue)}
          placeholder="Select a country"
        />
        <FormHelperText>
          {error
            ? 'Choose a country to continue.'
            : 'Used to calculate VAT on invoices.'}
        </FormHelperText>
      </FormControl>
      <Button type="submit" sx={{ alignSelf: 'flex-start' }}>
        Save billing details
      </Button>
    </Stack>
  );
}
