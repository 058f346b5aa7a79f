import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';

interface Order {
  id: string;
  customer: string;
  date: string;
  total: string;
  items: { product: string; quantity: number }[];
}

const orders: Order[] = [
  {
    id: 'A-1041',
    customer: 'Hiro Tanaka',
    date: '2 June 2026',
    total: '£86.00',
    items: [
      { product: 'Linen shirt', quantity: 2 },
      { product: 'Canvas tote bag', quantity: 1 },
    ],
  },
  {
    id: 'A-1042',
    customer: 'Grace Mensah',
    date: '3 June 2026',
    total: '£129.50',
    items: [{ product: 'Walking boots', quantity: 1 }],
  },
];

function OrderRow({ order }: { order: Order }) {
  const [open, setOpen] = React.useState(false);
  const detailsId = `order-${order.id}-items`;

  return (
    <React.Fragment>
      <TableRow sx={{ '& > *': { borderBottom: 'unset' } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={`Items of order ${order.id}`}
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen(!open)}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell component="th" scope="row">
          {order.id}
        </TableCell>
        <TableCell>{order.customer}</TableCell>
        <TableCell>{order.date}</TableCell>
        <TableCell align="right">{order.total}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell sx={{ py: 0 }} colSpan={5}>
          <Collapse in={open} timeout="auto" unmountOnExit>
            <Box id={detailsId} sx={{ m: 1 }}>
              <Typography variant="subtitle2" component="p" gutterBottom>
                Items
              </Typography>
              <Table size="small" aria-label={`Items of order ${order.id}`}>
                <TableHead>
                  <TableRow>
                    <TableCell>Product</TableCell>
                    <TableCell align="right">Quantity</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {order.items.map((item) => (
                    <TableRow key={item.product}>
                      <TableCell>{item.product}</TableCell>
                      <TableCell align="right">{item.quantity}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </React.Fragment>
  );
}

export default function CollapsibleTable() {
  return (
    <TableContainer component={Paper}>
      <Table sx={{ minWidth: 560 }} aria-label="Recent orders">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Box
                component="span"
                sx={{
                  position: 'absolute',
                  width: 1,
                  height: 1,
                  overflow: 'hidden',
                  clip: 'rect(0 0 0 0)',
                }}
              >
                Details
              </Box>
            </TableCell>
            <TableCell>Order</TableCell>
            <TableCell>Customer</TableCell>
            <TableCell>Date</TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
