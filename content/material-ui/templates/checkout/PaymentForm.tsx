import * as React from 'react';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import {
  BRAND_NAMES,
  cvcLength,
  detectBrand,
  formatCardNumber,
  formatExpiry,
} from './cardFormat';
import { fieldId } from './checkoutReducer';
import type { FieldErrors, PaymentDetails } from './types';

interface PaymentFormProps {
  values: PaymentDetails;
  errors: FieldErrors;
  onChange: (changes: Partial<PaymentDetails>) => void;
}

export default function PaymentForm({ values, errors, onChange }: PaymentFormProps) {
  const brand = detectBrand(values.cardNumber);

  const field = (
    name: keyof PaymentDetails,
    label: string,
    autoComplete: string,
    format: (value: string) => string = (value) => value,
  ) => ({
    id: fieldId(name),
    name,
    label,
    autoComplete,
    required: true,
    fullWidth: true,
    value: values[name],
    error: errors[name] !== undefined,
    helperText: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const changes: Partial<PaymentDetails> = {};
      changes[name] = format(event.target.value);
      onChange(changes);
    },
  });

  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <Alert severity="info">
          This is a demo shop and no payment is taken. Try the test card 4242 4242
          4242 4242 with any future expiry date.
        </Alert>
      </Grid>
      <Grid size={12}>
        <TextField {...field('cardName', 'Name on card', 'cc-name')} />
      </Grid>
      <Grid size={12}>
        <TextField
          {...field('cardNumber', 'Card number', 'cc-number', formatCardNumber)}
          slotProps={{
            htmlInput: { inputMode: 'numeric' },
            input: {
              endAdornment:
                brand === 'unknown' ? undefined : (
                  <InputAdornment position="end">
                    {BRAND_NAMES[brand]}
                  </InputAdornment>
                ),
            },
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...field('expiry', 'Expiry date', 'cc-exp', formatExpiry)}
          placeholder="MM/YY"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...field('cvc', 'Security code', 'cc-csc', (value) =>
            value.replace(/\D/g, '').slice(0, cvcLength(brand)),
          )}
          helperText={
            errors.cvc ??
            (brand === 'amex'
              ? '4 digits on the front of the card'
              : '3 digits on the back')
          }
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Grid>
    </Grid>
  );
}
