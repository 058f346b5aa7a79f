import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import type { TablePaginationActionsProps } from '@mui/material/TablePaginationActions';
import TableRow from '@mui/material/TableRow';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import LeftIcon from '@mui/icons-material/KeyboardArrowLeft';
import RightIcon from '@mui/icons-material/KeyboardArrowRight';

function PageActions({
  count,
  page,
  rowsPerPage,
  onPageChange,
}: TablePaginationActionsProps) {
  const theme = useTheme();
  // In right-to-left layouts "first" is on the right, so the arrows swap.
  const rtl = theme.direction === 'rtl';
  const lastPage = Math.max(0, Math.ceil(count / rowsPerPage) - 1);
  const buttons = [
    {
      label: 'First page',
      target: 0,
      Icon: rtl ? LastPageIcon : FirstPageIcon,
      off: page === 0,
    },
    {
      label: 'Previous page',
      target: page - 1,
      Icon: rtl ? RightIcon : LeftIcon,
      off: page === 0,
    },
    {
      label: 'Next page',
      target: page + 1,
      Icon: rtl ? LeftIcon : RightIcon,
      off: page >= lastPage,
    },
    {
      label: 'Last page',
      target: lastPage,
      Icon: rtl ? FirstPageIcon : LastPageIcon,
      off: page >= lastPage,
    },
  ];
  return (
    <Box sx={{ flexShrink: 0, ml: 2 }}>
      {buttons.map(({ label, target, Icon, off }) => (
        <IconButton
          key={label}
          aria-label={label}
          disabled={off}
          onClick={(event) => onPageChange(event, target)}
        >
          <Icon />
        </IconButton>
      ))}
    </Box>
  );
}

const orders = Array.from({ length: 23 }, (_, index) => ({
  id: `SO-${2301 + index}`,
  city: ['Lyon', 'Porto', 'Ghent', 'Turin', 'Bergen'][index % 5],
  amount: 40 + ((index * 37) % 160),
}));

export default function CustomPaginationActionsTable() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);
  const visible =
    rowsPerPage > 0
      ? orders.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage)
      : orders;

  return (
    <TableContainer component={Paper}>
      <Table sx={{ minWidth: 480 }} aria-label="Shipped orders">
        <TableHead>
          <TableRow>
            <TableCell>Order</TableCell>
            <TableCell>Destination</TableCell>
            <TableCell align="right">Amount (€)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {visible.map((order) => (
            <TableRow key={order.id}>
              <TableCell component="th" scope="row">
                {order.id}
              </TableCell>
              <TableCell>{order.city}</TableCell>
              <TableCell align="right">{order.amount}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TablePagination
              colSpan={3}
              count={orders.length}
              page={page}
              rowsPerPage={rowsPerPage}
              rowsPerPageOptions={[5, 10, { label: 'All', value: -1 }]}
              onPageChange={(_event, newPage) => setPage(newPage)}
              onRowsPerPageChange={(event) => {
                setRowsPerPage(parseInt(event.target.value, 10));
                setPage(0);
              }}
              ActionsComponent={PageActions}
            />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
