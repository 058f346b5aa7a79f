import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

// Amounts in US dollars.
const invoices = [
  { id: 'INV-2041', customer: 'Northwind Traders', due: '3 Mar', amount: 1240.5 },
  { id: 'INV-2042', customer: 'Blue Heron Books', due: '7 Mar', amount: 86 },
  { id: 'INV-2043', customer: 'Atlas Cycling Club', due: '12 Mar', amount: 512.25 },
  { id: 'INV-2044', customer: 'Greenway Florists', due: '15 Mar', amount: 199.99 },
  { id: 'INV-2045', customer: 'Kestrel Studio', due: '21 Mar', amount: 3075 },
];

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
});

export default function DensityTable() {
  const [dense, setDense] = React.useState(true);

  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={dense}
            onChange={(event) => setDense(event.target.checked)}
          />
        }
        label="Dense rows"
      />
      <TableContainer component={Paper} variant="outlined" sx={{ mt: 1 }}>
        <Table size={dense ? 'small' : 'medium'} aria-label="Open invoices">
          <TableHead>
            <TableRow>
              <TableCell>Invoice</TableCell>
              <TableCell>Customer</TableCell>
              <TableCell>Due</TableCell>
              <TableCell align="right">Amount</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {invoices.map((invoice) => (
              <TableRow key={invoice.id}>
                <TableCell>{invoice.id}</TableCell>
                <TableCell>{invoice.customer}</TableCell>
                <TableCell>{invoice.due}</TableCell>
                <TableCell align="right">
                  {currency.format(invoice.amount)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </div>
  );
}
