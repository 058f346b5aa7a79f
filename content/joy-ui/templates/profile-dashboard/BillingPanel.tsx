import * as React from 'react';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import CreditCardRoundedIcon from '@mui/icons-material/CreditCardRounded';
import { INVOICES } from './data';
import { formatDollars } from './plan';

/** The card on file and the invoices, newest first, in a table that scrolls on its own when narrow. */
export default function BillingPanel() {
  const headingId = React.useId();
  return (
    <Card variant="outlined" sx={{ gap: 2 }}>
      <Typography level="title-lg" component="h2">
        Billing
      </Typography>
      <Typography level="body-md" startDecorator={<CreditCardRoundedIcon />}>
        Visa ending in 4242, expires 08/27. Invoices go to
        billing@quillpoint.example.
      </Typography>
      <Typography id={headingId} level="title-md" component="h3">
        Invoices
      </Typography>
      <Sheet
        variant="outlined"
        tabIndex={0}
        role="region"
        aria-labelledby={headingId}
        sx={{ overflow: 'auto', borderRadius: 'sm' }}
      >
        <Table aria-labelledby={headingId} sx={{ minWidth: 420 }}>
          <thead>
            <tr>
              <th scope="col">Invoice</th>
              <th scope="col">Date</th>
              <th scope="col">Amount</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {INVOICES.map((invoice) => (
              <tr key={invoice.id}>
                <td>{invoice.id}</td>
                <td>{invoice.date}</td>
                <td>{formatDollars(invoice.amount)}</td>
                <td>
                  <Chip
                    size="sm"
                    variant="soft"
                    color={invoice.status === 'Paid' ? 'success' : 'warning'}
                  >
                    {invoice.status}
                  </Chip>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Sheet>
    </Card>
  );
}
