import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const currencies = [
  { value: 'EUR', label: '€ Euro' },
  { value: 'GBP', label: '£ Pound sterling' },
  { value: 'JPY', label: '¥ Japanese yen' },
  { value: 'USD', label: '$ US dollar' },
];

export default function SelectTextFields() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField
        id="select-currency"
        select
        label="Currency"
        defaultValue="EUR"
        helperText="Prices are shown in this currency"
        sx={{ minWidth: 220 }}
      >
        {currencies.map((currency) => (
          <MenuItem key={currency.value} value={currency.value}>
            {currency.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id="select-currency-native"
        select
        label="Currency (native)"
        defaultValue="GBP"
        helperText="Uses the browser's own list"
        slotProps={{ select: { native: true } }}
        sx={{ minWidth: 220 }}
      >
        {currencies.map((currency) => (
          <option key={currency.value} value={currency.value}>
            {currency.label}
          </option>
        ))}
      </TextField>
    </Stack>
  );
}
