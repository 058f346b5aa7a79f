import * as React from 'react';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import IconButton from '@mui/joy/IconButton';
import Table from '@mui/joy/Table';
import { visuallyHidden } from '@mui/utils';

const orders = [
  {
    id: '#10531',
    customer: 'Elena Rossi',
    total: '€142.00',
    lines: [
      { product: 'Ceramic pour-over set', quantity: 1, price: '€64.00' },
      { product: 'Single-origin beans, 500 g', quantity: 3, price: '€78.00' },
    ],
  },
  {
    id: '#10560',
    customer: 'David Mensah',
    total: '€37.25',
    lines: [{ product: 'Linen tea towels, set of 2', quantity: 1, price: '€37.25' }],
  },
];

function OrderRow({ order }: { order: (typeof orders)[number] }) {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <tr>
        <td>
          <IconButton
            size="sm"
            aria-label={`Show items of order ${order.id}`}
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            <KeyboardArrowDownIcon
              style={{ transform: open ? 'rotate(180deg)' : 'none' }}
            />
          </IconButton>
        </td>
        <th scope="row">{order.id}</th>
        <td>{order.customer}</td>
        <td>{order.total}</td>
      </tr>
      {open && (
        <tr>
          <td colSpan={4}>
            <Table size="sm" aria-label={`Items of order ${order.id}`}>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Quantity</th>
                  <th scope="col">Price</th>
                </tr>
              </thead>
              <tbody>
                {order.lines.map((line) => (
                  <tr key={line.product}>
                    <td>{line.product}</td>
                    <td>{line.quantity}</td>
                    <td>{line.price}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </td>
        </tr>
      )}
    </React.Fragment>
  );
}

export default function CollapsibleRowsTable() {
  return (
    <Table aria-label="Orders awaiting dispatch">
      <thead>
        <tr>
          <th scope="col" style={{ width: 48 }}>
            <span style={visuallyHidden}>Details</span>
          </th>
          <th scope="col">Order</th>
          <th scope="col">Customer</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <OrderRow key={order.id} order={order} />
        ))}
      </tbody>
    </Table>
  );
}
