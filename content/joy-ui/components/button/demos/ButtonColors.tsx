import Button from '@mui/joy/Button';
import Table from '@mui/joy/Table';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];

// One action per colour, as a real app would use it.
const actions: { color: ColorPaletteProp; label: string }[] = [
  { color: 'primary', label: 'Continue' },
  { color: 'neutral', label: 'Cancel' },
  { color: 'danger', label: 'Delete' },
  { color: 'success', label: 'Approve' },
  { color: 'warning', label: 'Archive' },
];

export default function ButtonColors() {
  return (
    <Table borderAxis="none" size="sm" sx={{ maxWidth: 560, textAlign: 'center' }}>
      <caption>Each colour in the four variants</caption>
      <thead>
        <tr>
          <th scope="col">Colour</th>
          {variants.map((variant) => (
            <th key={variant} scope="col" style={{ textAlign: 'center' }}>
              {variant}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {actions.map(({ color, label }) => (
          <tr key={color}>
            <th scope="row">{color}</th>
            {variants.map((variant) => (
              <td key={variant}>
                <Button color={color} variant={variant} size="sm">
                  {label}
                </Button>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
