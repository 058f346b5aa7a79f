import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';

const transactions = [
  { date: '14 Apr', payee: 'Harbour Café', category: 'Dining', amount: '−€12.40' },
  {
    date: '13 Apr',
    payee: 'Northwind Freight',
    category: 'Income',
    amount: '+€3,250.00',
  },
  {
    date: '12 Apr',
    payee: 'City Transit',
    category: 'Transport',
    amount: '−€89.00',
  },
  {
    date: '11 Apr',
    payee: 'Greenleaf Grocers',
    category: 'Groceries',
    amount: '−€64.15',
  },
];

export default function CustomizedTable() {
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', overflow: 'hidden' }}>
      <Table
        hoverRow
        aria-label="Recent transactions"
        sx={{
          '--TableCell-height': '44px',
          '--TableCell-paddingX': '1rem',
          '--Table-headerUnderlineThickness': '1px',
          '--TableCell-headBackground': 'var(--joy-palette-background-level1)',
          '--TableRow-hoverBackground': 'var(--joy-palette-primary-softBg)',
          '& tr > *:last-child': { textAlign: 'end' },
        }}
      >
        <thead>
          <tr>
            <th scope="col" style={{ width: 90 }}>
              Date
            </th>
            <th scope="col">Payee</th>
            <th scope="col">Category</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((row) => (
            <tr key={row.payee}>
              <td>{row.date}</td>
              <td>{row.payee}</td>
              <td>{row.category}</td>
              <td>{row.amount}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
