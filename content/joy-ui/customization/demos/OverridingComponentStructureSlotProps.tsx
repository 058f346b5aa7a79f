import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

// A component of your own to render as the <input>: it groups the digits by four.
const CardNumberInput = React.forwardRef<
  HTMLInputElement,
  React.InputHTMLAttributes<HTMLInputElement>
>(function CardNumberInput({ onChange, ...props }, ref) {
  return (
    <input
      {...props}
      ref={ref}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '').slice(0, 16);
        event.target.value = digits.replace(/(\d{4})(?=\d)/g, '$1 ');
        onChange?.(event);
      }}
    />
  );
});

export default function OverridingComponentStructureSlotProps() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <FormControl>
        <FormLabel>Card number</FormLabel>
        <Input
          autoComplete="cc-number"
          // Attributes for the <input> itself go through its slot.
          slotProps={{
            input: {
              component: CardNumberInput,
              inputMode: 'numeric',
              maxLength: 19,
            },
          }}
        />
        <FormHelperText>16 digits, grouped as you type.</FormHelperText>
      </FormControl>
      <FormControl>
        <FormLabel>Security code</FormLabel>
        <Input
          autoComplete="cc-csc"
          slotProps={{
            input: { inputMode: 'numeric', maxLength: 4, pattern: '[0-9]*' },
          }}
          sx={{ width: 120 }}
        />
      </FormControl>
    </Stack>
  );
}
