import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';

const invoices = [
  { id: 'INV-2031', client: 'Harbour Café', total: '€1,240.00', due: '15 May' },
  { id: 'INV-2032', client: 'Riverside Clinic', total: '€3,880.50', due: '18 May' },
  {
    id: 'INV-2034',
    client: 'Northwind Freight',
    total: '€12,400.00',
    due: '20 May',
  },
  { id: 'INV-2037', client: 'Blue Door Bakery', total: '€415.75', due: '28 May' },
];

export default function SelectableRowsTable() {
  const [selected, setSelected] = React.useState<string[]>([]);
  const allSelected = selected.length === invoices.length;
  const toggle = (id: string) =>
    setSelected(
      selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id],
    );
  return (
    <Stack spacing={1.5}>
      <Typography level="body-sm" aria-live="polite">
        {selected.length} of {invoices.length} invoices selected
      </Typography>
      <Table
        aria-label="Unpaid invoices"
        sx={(theme) => ({
          '& tr[data-selected] td': { bgcolor: theme.vars.palette.primary.softBg },
          '& th:first-of-type': { width: 48 },
        })}
      >
        <thead>
          <tr>
            <th scope="col">
              <Checkbox
                checked={allSelected}
                indeterminate={selected.length > 0 && !allSelected}
                onChange={() =>
                  setSelected(allSelected ? [] : invoices.map((i) => i.id))
                }
                slotProps={{ input: { 'aria-label': 'Select all invoices' } }}
                sx={{ verticalAlign: 'text-bottom' }}
              />
            </th>
            <th scope="col">Invoice</th>
            <th scope="col">Customer</th>
            <th scope="col">Amount</th>
            <th scope="col">Due</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr
              key={invoice.id}
              data-selected={selected.includes(invoice.id) || undefined}
            >
              <td>
                <Checkbox
                  checked={selected.includes(invoice.id)}
                  onChange={() => toggle(invoice.id)}
                  slotProps={{ input: { 'aria-label': `Select ${invoice.id}` } }}
                  sx={{ verticalAlign: 'text-bottom' }}
                />
              </td>
              <td>{invoice.id}</td>
              <td>{invoice.client}</td>
              <td>{invoice.total}</td>
              <td>{invoice.due}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Stack>
  );
}
