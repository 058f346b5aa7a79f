import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];
const colors: ColorPaletteProp[] = [
  'neutral',
  'primary',
  'success',
  'warning',
  'danger',
];

export default function TableVariants() {
  const [variant, setVariant] = React.useState<VariantProp>('soft');
  const [color, setColor] = React.useState<ColorPaletteProp>('primary');
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel>Variant</FormLabel>
        <RadioGroup
          orientation="horizontal"
          value={variant}
          sx={{ flexWrap: 'wrap' }}
        >
          {variants.map((v) => (
            <Radio key={v} value={v} label={v} onChange={() => setVariant(v)} />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl>
        <FormLabel>Colour</FormLabel>
        <RadioGroup orientation="horizontal" value={color} sx={{ flexWrap: 'wrap' }}>
          {colors.map((c) => (
            <Radio key={c} value={c} label={c} onChange={() => setColor(c)} />
          ))}
        </RadioGroup>
      </FormControl>
      <Table variant={variant} color={color} aria-label="Opening hours">
        <thead>
          <tr>
            <th scope="col">Branch</th>
            <th scope="col">Weekdays</th>
            <th scope="col">Saturday</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Canal Street</td>
            <td>8:00–18:00</td>
            <td>9:00–14:00</td>
          </tr>
          <tr>
            <td>Harbour Road</td>
            <td>9:00–17:30</td>
            <td>Closed</td>
          </tr>
        </tbody>
      </Table>
    </Stack>
  );
}
