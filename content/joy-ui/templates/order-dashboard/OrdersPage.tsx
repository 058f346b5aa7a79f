import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import { ORDERS } from './data';
import { formatDay } from './format';
import OrderDetails from './OrderDetails';
import OrdersFilters from './OrdersFilters';
import OrdersTable from './OrdersTable';
import {
  NO_FILTERS,
  applyAction,
  customersOf,
  filterOrders,
  isFiltered,
  nextSort,
  pageOf,
  placedBetween,
  sortOrders,
  toggleAll,
  toggleOne,
  type Order,
  type OrderAction,
  type OrderFilters,
  type Sort,
  type SortKey,
} from './orders';
import Pager from './Pager';

const CUSTOMERS = customersOf(ORDERS);
const SPAN = placedBetween(ORDERS);

const DONE: Record<OrderAction, string> = {
  refund: 'refunded',
  cancel: 'cancelled',
};

/** The orders: filters, the table, its pager, the selection count and the row actions' outcome. */
export default function OrdersPage() {
  const [orders, setOrders] = React.useState<readonly Order[]>(ORDERS);
  const [filters, setFilters] = React.useState<OrderFilters>(NO_FILTERS);
  const [sort, setSort] = React.useState<Sort>({
    key: 'placedOn',
    direction: 'descending',
  });
  const [pageIndex, setPageIndex] = React.useState(0);
  const [pageSize, setPageSize] = React.useState(10);
  const [selected, setSelected] = React.useState<readonly string[]>([]);
  const [viewing, setViewing] = React.useState<Order | null>(null);
  const [outcome, setOutcome] = React.useState('');

  const matching = sortOrders(filterOrders(orders, filters), sort);
  const page = pageOf(matching, pageIndex, pageSize);

  // Each change of what is listed starts again at the first page.
  const changeFilters = (next: OrderFilters) => {
    setFilters(next);
    setPageIndex(0);
  };

  const act = (order: Order, action: OrderAction) => {
    setOrders((current) => applyAction(current, order.id, action));
    setOutcome(`Order #${order.id} ${DONE[action]}.`);
  };

  return (
    <>
      <Typography textColor="text.secondary" sx={{ mt: -1 }}>
        {orders.length} orders
        {SPAN && ` placed from ${formatDay(SPAN.first)} to ${formatDay(SPAN.last)}`}.
      </Typography>
      <OrdersFilters
        filters={filters}
        customers={CUSTOMERS}
        onChange={changeFilters}
      />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
          minHeight: 32,
        }}
      >
        <Typography level="body-sm" textColor="text.primary" fontWeight="md">
          {selected.length} selected
        </Typography>
        {selected.length > 0 && (
          <Button size="sm" variant="plain" onClick={() => setSelected([])}>
            Clear selection
          </Button>
        )}
        <Typography
          role="status"
          level="body-sm"
          textColor="text.primary"
          sx={{ marginInlineStart: 'auto' }}
        >
          {outcome}
        </Typography>
      </Box>
      <OrdersTable
        rows={page.rows}
        sort={sort}
        selected={selected}
        onSort={(key: SortKey) => {
          setSort((current) => nextSort(current, key));
          setPageIndex(0);
        }}
        onToggleRow={(id) => setSelected((current) => toggleOne(current, id))}
        onToggleAll={() =>
          setSelected((current) =>
            toggleAll(
              current,
              page.rows.map((row) => row.id),
            ),
          )
        }
        onView={setViewing}
        onAction={act}
        onClearFilters={isFiltered(filters) ? () => changeFilters(NO_FILTERS) : null}
      />
      <Pager
        page={page}
        pageSize={pageSize}
        onPage={setPageIndex}
        onPageSize={(size) => {
          setPageSize(size);
          setPageIndex(0);
        }}
      />
      <OrderDetails
        // The dialog shows the order as it is now, so an action taken since is reflected.
        order={viewing && (orders.find((order) => order.id === viewing.id) ?? null)}
        onClose={() => setViewing(null)}
      />
    </>
  );
}
