import * as React from 'react';
import Divider from '@mui/joy/Divider';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';

const currencies = {
  usd: { symbol: '$', name: 'US dollar' },
  eur: { symbol: '€', name: 'Euro' },
  gbp: { symbol: '£', name: 'Pound sterling' },
};
type Currency = keyof typeof currencies;

export default function InputSelectDecorator() {
  const [currency, setCurrency] = React.useState<Currency>('usd');
  const id = React.useId();

  return (
    <Stack spacing={0.75} sx={{ maxWidth: 360 }}>
      <FormLabel htmlFor={id}>Invoice amount</FormLabel>
      <Input
        id={id}
        type="number"
        placeholder="0.00"
        slotProps={{ input: { min: 0, step: 0.01 } }}
        startDecorator={currencies[currency].symbol}
        endDecorator={
          <React.Fragment>
            <Divider orientation="vertical" />
            <Select
              variant="plain"
              aria-label="Currency"
              value={currency}
              onChange={(_event, newValue) => newValue && setCurrency(newValue)}
              sx={{ marginInlineEnd: 'calc(var(--Input-paddingInline) * -1)' }}
            >
              {(Object.keys(currencies) as Currency[]).map((code) => (
                <Option key={code} value={code}>
                  {currencies[code].name}
                </Option>
              ))}
            </Select>
          </React.Fragment>
        }
      />
    </Stack>
  );
}
