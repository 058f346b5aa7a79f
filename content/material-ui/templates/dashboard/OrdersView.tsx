import * as React from 'react';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { orders } from './data';
import {
  ORDER_STATUSES,
  clampPage,
  filterOrders,
  nextSort,
  ordersToCsv,
  paginate,
  sortOrders,
  type Order,
  type OrderStatus,
  type SortState,
} from './orders';
import OrdersTable from './OrdersTable';

type StatusFilter = OrderStatus | 'all';

function isStatusFilter(value: string): value is StatusFilter {
  return value === 'all' || (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Saves the orders as a CSV file (with a byte-order mark so spreadsheets read the accents). */
function downloadCsv(rows: readonly Order[]) {
  const blob = new Blob(['\uFEFF', ordersToCsv(rows)], {
    type: 'text/csv;charset=utf-8',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'larkspur-orders.csv';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export default function OrdersView() {
  const [query, setQuery] = React.useState('');
  const [status, setStatus] = React.useState<StatusFilter>('all');
  const [sort, setSort] = React.useState<SortState>({
    key: 'placedAt',
    direction: 'desc',
  });
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(10);

  const filtered = React.useMemo(
    () => filterOrders(orders, query, status),
    [query, status],
  );
  const sorted = React.useMemo(() => sortOrders(filtered, sort), [filtered, sort]);
  const currentPage = clampPage(page, sorted.length, rowsPerPage);
  const rows = paginate(sorted, currentPage, rowsPerPage);
  const filtering = query.trim() !== '' || status !== 'all';

  return (
    <Card variant="outlined">
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          gap: 2,
          p: 2,
        }}
      >
        <TextField
          type="search"
          label="Search orders"
          placeholder="Customer, order number or channel"
          size="small"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setPage(0);
          }}
          sx={{ flex: '1 1 16rem', minWidth: 0 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          label="Status"
          size="small"
          value={status}
          onChange={(event) => {
            if (isStatusFilter(event.target.value)) setStatus(event.target.value);
            setPage(0);
          }}
          sx={{ flex: '1 1 10rem', maxWidth: { sm: '14rem' } }}
        >
          <MenuItem value="all">All statuses</MenuItem>
          {ORDER_STATUSES.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlinedIcon />}
          disabled={sorted.length === 0}
          onClick={() => downloadCsv(sorted)}
          sx={{ flexShrink: 0, minHeight: 40 }}
        >
          Export CSV
        </Button>
      </Box>
      <Typography
        role="status"
        variant="body2"
        color="text.secondary"
        sx={{ px: 2, pb: 1.5 }}
      >
        {filtering
          ? `${sorted.length} of ${orders.length} orders match`
          : `${orders.length} orders`}
      </Typography>
      <OrdersTable
        rows={rows}
        sort={sort}
        onSort={(key) => {
          setSort((current) => nextSort(current, key));
          setPage(0);
        }}
        emptyMessage={
          query.trim() === ''
            ? 'No orders have this status.'
            : `No orders match “${query.trim()}”. Try a customer name or an order number such as LC-20451.`
        }
      />
      <TablePagination
        component="div"
        count={sorted.length}
        page={currentPage}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[5, 10, 25]}
        onPageChange={(_, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(Number(event.target.value));
          setPage(0);
        }}
        sx={{
          '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', rowGap: 0.5 },
          '& .MuiTablePagination-spacer': { flex: '1 1 0' },
        }}
      />
    </Card>
  );
}
