import * as React from 'react';
import KeyboardArrowLeftIcon from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';

const customers = [
  'Harbour Café',
  'Riverside Clinic',
  'Northwind Freight',
  'Blue Door Bakery',
];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Mirrors the arrows when the page is right to left.
// The arrows point along the reading direction: mirrored when the page is right to left.
const flipInRtl = { '[dir="rtl"] & svg': { transform: 'scaleX(-1)' } };
const invoices = months.flatMap((month, m) =>
  customers.map((customer, c) => ({
    id: `INV-${1001 + m * 4 + c}`,
    customer,
    issued: `${month} 2025`,
    amount: `€${(180 + ((m * 7 + c * 13) % 19) * 45).toFixed(2)}`,
  })),
);

export default function PaginatedTable() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);
  const first = page * rowsPerPage;
  const last = Math.min(first + rowsPerPage, invoices.length);
  return (
    <Table aria-label="Invoices">
      <thead>
        <tr>
          <th scope="col">Invoice</th>
          <th scope="col">Customer</th>
          <th scope="col">Issued</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {invoices.slice(first, last).map((invoice) => (
          <tr key={invoice.id}>
            <td>{invoice.id}</td>
            <td>{invoice.customer}</td>
            <td>{invoice.issued}</td>
            <td>{invoice.amount}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={4}>
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'flex-end',
                gap: 2,
              }}
            >
              <FormControl orientation="horizontal" size="sm">
                <FormLabel>Rows per page</FormLabel>
                <Select
                  value={rowsPerPage}
                  onChange={(_, value) => {
                    setRowsPerPage(value ?? 5);
                    setPage(0);
                  }}
                >
                  {[5, 10, 25].map((n) => (
                    <Option key={n} value={n}>
                      {String(n)}
                    </Option>
                  ))}
                </Select>
              </FormControl>
              <Typography level="body-sm" aria-live="polite">
                {first + 1}–{last} of {invoices.length}
              </Typography>
              <IconButton
                size="sm"
                variant="outlined"
                aria-label="Previous page"
                sx={flipInRtl}
                disabled={page === 0}
                onClick={() => setPage(page - 1)}
              >
                <KeyboardArrowLeftIcon />
              </IconButton>
              <IconButton
                size="sm"
                variant="outlined"
                aria-label="Next page"
                sx={flipInRtl}
                disabled={last >= invoices.length}
                onClick={() => setPage(page + 1)}
              >
                <KeyboardArrowRightIcon />
              </IconButton>
            </Box>
          </td>
        </tr>
      </tfoot>
    </Table>
  );
}
