import ArrowDownward from '@mui/icons-material/ArrowDownward';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import { useEffect, useRef } from 'react';
import { formatDay, formatMoney } from './format';
import {
  selectionState,
  type Order,
  type OrderAction,
  type Sort,
  type SortKey,
} from './orders';
import RowMenu from './RowMenu';
import StatusChip from './StatusChip';
import { visuallyHidden } from './visuallyHidden';

interface Column {
  key: SortKey;
  label: string;
  width: number;
  numeric?: boolean;
}

const COLUMNS: readonly Column[] = [
  { key: 'id', label: 'Order', width: 96 },
  { key: 'placedOn', label: 'Date', width: 128 },
  { key: 'status', label: 'Status', width: 132 },
  { key: 'customer', label: 'Customer', width: 240 },
  { key: 'totalCents', label: 'Total', width: 112, numeric: true },
];

interface OrdersTableProps {
  rows: readonly Order[];
  sort: Sort;
  selected: readonly string[];
  onSort: (key: SortKey) => void;
  onToggleRow: (id: string) => void;
  onToggleAll: () => void;
  onView: (order: Order) => void;
  onAction: (order: Order, action: OrderAction) => void;
  onClearFilters: (() => void) | null;
}

/** The page of orders as a table that scrolls sideways inside its own region on narrow screens. */
export default function OrdersTable(props: OrdersTableProps) {
  const { rows, sort, selected, onSort, onToggleRow, onToggleAll } = props;
  const shown = selectionState(
    rows.map((row) => row.id),
    selected,
  );
  // Joy marks a mixed checkbox with aria-checked="mixed", which a native checkbox's role ignores:
  // screen readers read the input's own indeterminate state, so it is set here too.
  const selectAllRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = shown === 'some';
  }, [shown]);
  return (
    <Sheet
      variant="outlined"
      role="region"
      aria-label="Orders table"
      tabIndex={0}
      sx={(theme) => ({
        borderRadius: 'sm',
        overflow: 'auto',
        minWidth: 0,
        '&:focus-visible': {
          outline: `2px solid ${theme.vars.palette.focusVisible}`,
          outlineOffset: 2,
        },
      })}
    >
      <Table
        aria-label="Orders"
        size="sm"
        hoverRow
        sx={(theme) => ({
          minWidth: 760,
          '--TableCell-headBackground': theme.vars.palette.background.level1,
          '--TableCell-paddingX': '12px',
          // Joy paints every th like a header; the row headers belong to the body.
          '& tbody th': { backgroundColor: 'var(--TableCell-dataBackground)' },
          '& tbody tr[data-selected]': {
            '--TableCell-dataBackground': theme.vars.palette.background.level2,
          },
        })}
      >
        <thead>
          <tr>
            <th scope="col" style={{ width: 48 }}>
              <Checkbox
                size="sm"
                checked={shown === 'all'}
                indeterminate={shown === 'some'}
                disabled={rows.length === 0}
                onChange={onToggleAll}
                slotProps={{
                  input: { ref: selectAllRef, 'aria-label': 'Select all orders on this page' },
                }}
                sx={{ verticalAlign: 'middle' }}
              />
            </th>
            {COLUMNS.map((column) => {
              const active = sort.key === column.key;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={active ? sort.direction : undefined}
                  style={{ width: column.width }}
                >
                  {/* Money lines up at the end of the cell, whichever way the page reads. */}
                  <Box
                    sx={{
                      display: 'flex',
                      justifyContent: column.numeric ? 'flex-end' : 'flex-start',
                    }}
                  >
                    <Link
                      component="button"
                      underline="none"
                      color="neutral"
                      textColor={active ? 'text.primary' : 'text.secondary'}
                      fontWeight="lg"
                      onClick={() => onSort(column.key)}
                      endDecorator={<ArrowDownward />}
                      sx={{
                        // The arrow keeps its room when hidden, so the header never shifts.
                        '& svg': {
                          opacity: active ? 1 : 0,
                          transform:
                            active && sort.direction === 'ascending'
                              ? 'rotate(180deg)'
                              : 'none',
                          transition: 'transform 0.15s',
                        },
                        '&:hover svg, &:focus-visible svg': { opacity: 1 },
                      }}
                    >
                      {column.label}
                    </Link>
                  </Box>
                </th>
              );
            })}
            <th scope="col" style={{ width: 56 }}>
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((order) => {
            const isSelected = selected.includes(order.id);
            return (
              <tr key={order.id} data-selected={isSelected ? '' : undefined}>
                <td>
                  <Checkbox
                    size="sm"
                    checked={isSelected}
                    onChange={() => onToggleRow(order.id)}
                    slotProps={{
                      input: { 'aria-label': `Select order #${order.id}` },
                    }}
                    sx={{ verticalAlign: 'middle' }}
                  />
                </td>
                <th scope="row">
                  <Typography
                    level="body-sm"
                    fontWeight="lg"
                    textColor="text.primary"
                  >
                    #{order.id}
                  </Typography>
                </th>
                <td>{formatDay(order.placedOn)}</td>
                <td>
                  <StatusChip status={order.status} />
                </td>
                <td>
                  <Box
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1,
                      minWidth: 0,
                    }}
                  >
                    <Avatar size="sm" src={order.customer.avatar} alt="">
                      {order.customer.name.charAt(0)}
                    </Avatar>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography level="body-sm" textColor="text.primary" noWrap>
                        {order.customer.name}
                      </Typography>
                      <Typography level="body-xs" textColor="text.secondary" noWrap>
                        {order.customer.email}
                      </Typography>
                    </Box>
                  </Box>
                </td>
                <td style={{ textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}>
                  {formatMoney(order.totalCents)}
                </td>
                <td>
                  <RowMenu
                    order={order}
                    onView={props.onView}
                    onAction={props.onAction}
                  />
                </td>
              </tr>
            );
          })}
          {rows.length === 0 && (
            <tr>
              <td colSpan={COLUMNS.length + 2}>
                <Box
                  sx={{
                    py: 4,
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'center',
                    gap: 1,
                  }}
                >
                  <Typography>No orders match the search and filters.</Typography>
                  {props.onClearFilters && (
                    <Button
                      size="sm"
                      variant="outlined"
                      color="neutral"
                      onClick={props.onClearFilters}
                    >
                      Clear filters
                    </Button>
                  )}
                </Box>
              </td>
            </tr>
          )}
        </tbody>
      </Table>
    </Sheet>
  );
}
