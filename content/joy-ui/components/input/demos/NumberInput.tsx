import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

const NIGHTLY_RATE = 145;

export default function NumberInput() {
  const [nights, setNights] = React.useState('3');
  const count = Number(nights);
  const valid = Number.isInteger(count) && count >= 1 && count <= 14;

  return (
    <FormControl error={!valid} sx={{ maxWidth: 240 }}>
      <FormLabel>Nights</FormLabel>
      <Input
        type="number"
        value={nights}
        error={!valid}
        onChange={(event) => setNights(event.target.value)}
        endDecorator="nights"
        slotProps={{ input: { min: 1, max: 14, step: 1 } }}
      />
      <FormHelperText>
        {valid
          ? `Total: $${(count * NIGHTLY_RATE).toLocaleString('en-US')}`
          : 'Book between 1 and 14 nights.'}
      </FormHelperText>
    </FormControl>
  );
}
