import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { formatCurrency, formatDateTime } from './format';
import type { Order, SortKey, SortState } from './orders';
import OrderStatusChip from './OrderStatusChip';

const COLUMNS: readonly { key: SortKey; label: string; numeric?: boolean }[] = [
  { key: 'number', label: 'Order' },
  { key: 'placedAt', label: 'Placed (UTC)' },
  { key: 'customer', label: 'Customer' },
  { key: 'channel', label: 'Channel' },
  { key: 'status', label: 'Status' },
  { key: 'items', label: 'Items', numeric: true },
  { key: 'totalCents', label: 'Total', numeric: true },
];

interface OrdersTableProps {
  rows: readonly Order[];
  sort: SortState;
  onSort: (key: SortKey) => void;
  emptyMessage: string;
}

/** One page of orders. Each header sorts by its column; the sorted one carries `aria-sort`. */
export default function OrdersTable({
  rows,
  sort,
  onSort,
  emptyMessage,
}: OrdersTableProps) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label="Orders table">
      <Table aria-label="Orders" sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => {
              const active = sort.key === column.key;
              return (
                <TableCell
                  key={column.key}
                  align={column.numeric ? 'right' : 'left'}
                  sortDirection={active ? sort.direction : false}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  <TableSortLabel
                    active={active}
                    direction={active ? sort.direction : 'asc'}
                    onClick={() => onSort(column.key)}
                  >
                    {column.label}
                  </TableSortLabel>
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((order) => (
            <TableRow key={order.number} hover>
              <TableCell
                component="th"
                scope="row"
                sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}
              >
                {order.number}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(order.placedAt)}
              </TableCell>
              <TableCell>{order.customer}</TableCell>
              <TableCell>{order.channel}</TableCell>
              <TableCell>
                <OrderStatusChip status={order.status} />
              </TableCell>
              <TableCell align="right">{order.items}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatCurrency(order.totalCents)}
              </TableCell>
            </TableRow>
          ))}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={COLUMNS.length} align="center" sx={{ py: 6 }}>
                {emptyMessage}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
