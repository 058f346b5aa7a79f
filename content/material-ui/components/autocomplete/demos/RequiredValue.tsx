import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface Currency {
  code: string;
  name: string;
}

const euro: Currency = { code: 'EUR', name: 'Euro' };

const currencies: Currency[] = [
  euro,
  { code: 'GBP', name: 'Pound sterling' },
  { code: 'USD', name: 'US dollar' },
  { code: 'CHF', name: 'Swiss franc' },
  { code: 'SEK', name: 'Swedish krona' },
  { code: 'PLN', name: 'Polish złoty' },
  { code: 'JPY', name: 'Japanese yen' },
];

export default function RequiredValue() {
  // disableClearable removes the ways to clear a value, not the empty start:
  // the state starts with a currency, so the field is never empty.
  const [currency, setCurrency] = React.useState<Currency>(euro);

  return (
    <Stack spacing={2} sx={{ width: 300 }}>
      <Autocomplete
        disableClearable
        options={currencies}
        value={currency}
        onChange={(_event, newValue) => setCurrency(newValue)}
        getOptionLabel={(option) => `${option.code} – ${option.name}`}
        renderInput={(params) => <TextField {...params} label="Invoice currency" />}
      />
      <Typography variant="body2">
        Invoices are issued in {currency.code}.
      </Typography>
    </Stack>
  );
}
