import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import ListItemContent from '@mui/joy/ListItemContent';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const currencies = [
  { code: 'AUD', name: 'Australian dollar' },
  { code: 'CHF', name: 'Swiss franc' },
  { code: 'EUR', name: 'Euro' },
  { code: 'GBP', name: 'Pound sterling' },
  { code: 'JPY', name: 'Japanese yen' },
  { code: 'USD', name: 'United States dollar' },
];

export default function ListboxCustomization() {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
      <FormControl sx={{ width: 120 }}>
        <FormLabel>Currency</FormLabel>
        <Autocomplete
          options={currencies}
          defaultValue={currencies[2]}
          disableClearable
          getOptionLabel={(currency) => currency.code}
          // The field is narrow; let the list be wider and shorter than the default 40vh.
          slotProps={{
            listbox: {
              placement: 'bottom-start',
              sx: { minWidth: 260, maxHeight: 220 },
            },
          }}
          renderOption={(props, currency) => {
            const { key, ...optionProps } = props as typeof props & {
              key: React.Key;
            };
            return (
              <AutocompleteOption key={key} {...optionProps}>
                <ListItemContent>
                  {currency.code}
                  <Typography level="body-xs">{currency.name}</Typography>
                </ListItemContent>
              </AutocompleteOption>
            );
          }}
        />
      </FormControl>
      <FormControl sx={{ width: 160 }}>
        <FormLabel>Amount</FormLabel>
        <Input type="number" defaultValue={250} />
      </FormControl>
    </Stack>
  );
}
