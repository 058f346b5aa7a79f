import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { fieldId } from './checkoutReducer';
import { COUNTRIES, COUNTRY_CODES } from './countries';
import { DELIVERY_TIMES, formatPrice, shippingCost } from './orderTotals';
import type { FieldErrors, ShippingDetails, ShippingMethod } from './types';

type TextFieldName = Exclude<keyof ShippingDetails, 'country' | 'method'>;

const METHODS: { value: ShippingMethod; label: string }[] = [
  { value: 'standard', label: 'Standard' },
  { value: 'express', label: 'Express' },
];

interface ShippingFormProps {
  values: ShippingDetails;
  errors: FieldErrors;
  subtotalCents: number;
  onChange: (changes: Partial<ShippingDetails>) => void;
}

export default function ShippingForm(props: ShippingFormProps) {
  const { values, errors, subtotalCents, onChange } = props;
  const country = COUNTRIES[values.country];

  const field = (name: TextFieldName, label: string, autoComplete: string) => ({
    id: fieldId(name),
    name,
    label,
    autoComplete,
    fullWidth: true,
    value: values[name],
    error: errors[name] !== undefined,
    helperText: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const changes: Partial<ShippingDetails> = {};
      changes[name] = event.target.value;
      onChange(changes);
    },
  });

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField required {...field('firstName', 'First name', 'given-name')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField required {...field('lastName', 'Last name', 'family-name')} />
      </Grid>
      <Grid size={12}>
        <TextField required type="email" {...field('email', 'Email', 'email')} />
      </Grid>
      <Grid size={12}>
        <TextField
          select
          fullWidth
          id={fieldId('country')}
          label="Country"
          value={values.country}
          onChange={(event) => {
            const code = COUNTRY_CODES.find((item) => item === event.target.value);
            if (code) onChange({ country: code });
          }}
        >
          {COUNTRY_CODES.map((code) => (
            <MenuItem key={code} value={code}>
              {COUNTRIES[code].name}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={12}>
        <TextField
          required
          {...field('address1', 'Street address', 'address-line1')}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          {...field(
            'address2',
            'Apartment, suite, etc. (optional)',
            'address-line2',
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField required {...field('city', 'Town or city', 'address-level2')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          required={country.regionRequired}
          {...field('region', country.regionLabel, 'address-level1')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          required
          {...field('postcode', country.postcodeLabel, 'postal-code')}
          helperText={errors.postcode ?? `For example ${country.postcodeExample}`}
        />
      </Grid>
      <Grid size={12}>
        <FormControl component="fieldset">
          <FormLabel component="legend">Delivery</FormLabel>
          <RadioGroup
            name="shipping-method"
            value={values.method}
            onChange={(event) => {
              const method = METHODS.find(
                (item) => item.value === event.target.value,
              );
              if (method) onChange({ method: method.value });
            }}
          >
            {METHODS.map((method) => {
              const cost = shippingCost(subtotalCents, values.country, method.value);
              return (
                <FormControlLabel
                  key={method.value}
                  value={method.value}
                  control={<Radio />}
                  label={
                    <Box component="span" sx={{ display: 'block', py: 0.5 }}>
                      <Box component="span" sx={{ display: 'block' }}>
                        {method.label}: {cost === 0 ? 'free' : formatPrice(cost)}
                      </Box>
                      <Box
                        component="span"
                        sx={{
                          display: 'block',
                          typography: 'body2',
                          color: 'text.secondary',
                        }}
                      >
                        {DELIVERY_TIMES[method.value]}
                      </Box>
                    </Box>
                  }
                />
              );
            })}
          </RadioGroup>
        </FormControl>
      </Grid>
    </Grid>
  );
}
