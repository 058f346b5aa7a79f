import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const VAT_RATE = 0.2;

const lines = [
  { item: 'Oak desk, 140 cm', quantity: 1, unitPrice: 420 },
  { item: 'Desk lamp', quantity: 2, unitPrice: 38.5 },
  { item: 'Cable tray', quantity: 3, unitPrice: 12 },
];

const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

const subtotal = lines.reduce(
  (sum, line) => sum + line.quantity * line.unitPrice,
  0,
);
const vat = subtotal * VAT_RATE;

export default function SpanningTable() {
  return (
    <TableContainer component={Paper}>
      <Table sx={{ minWidth: 520 }} aria-label="Invoice 2026-0142">
        <TableHead>
          <TableRow>
            <TableCell align="center" colSpan={3}>
              Details
            </TableCell>
            <TableCell align="right">Price</TableCell>
          </TableRow>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell align="right">Quantity</TableCell>
            <TableCell align="right">Unit price</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.item}>
              <TableCell>{line.item}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{money.format(line.unitPrice)}</TableCell>
              <TableCell align="right">
                {money.format(line.quantity * line.unitPrice)}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell rowSpan={3} />
            <TableCell colSpan={2}>Subtotal</TableCell>
            <TableCell align="right">{money.format(subtotal)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell>VAT</TableCell>
            <TableCell align="right">{`${VAT_RATE * 100} %`}</TableCell>
            <TableCell align="right">{money.format(vat)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell colSpan={2}>Total</TableCell>
            <TableCell align="right">{money.format(subtotal + vat)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
