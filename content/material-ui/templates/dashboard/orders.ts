/** Orders: their shape, and the filtering, sorting, paging and CSV export the Orders view uses. */

export type Channel =
  'Online store' | 'Subscriptions' | 'Wholesale' | 'Marketplace' | 'Pop-up events';

export const ORDER_STATUSES = [
  'Pending',
  'Paid',
  'Shipped',
  'Delivered',
  'Refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface Order {
  /** Order number shown to the shop and the customer, e.g. "LC-20480". */
  number: string;
  /** ISO 8601 timestamp in UTC. */
  placedAt: string;
  customer: string;
  channel: Channel;
  status: OrderStatus;
  items: number;
  totalCents: number;
}

export type SortKey = keyof Order;
export type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: SortKey;
  direction: SortDirection;
}

/** Lower-cased and stripped of accents, so "zoe" finds "Zoë" and "fernandez" finds "Fernández". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Orders whose number, customer or channel contains `query`, with the given status (or any). */
export function filterOrders(
  orders: readonly Order[],
  query: string,
  status: OrderStatus | 'all',
): Order[] {
  const needle = fold(query.trim());
  return orders.filter(
    (order) =>
      (status === 'all' || order.status === status) &&
      (needle === '' ||
        [order.number, order.customer, order.channel].some((field) =>
          fold(field).includes(needle),
        )),
  );
}

/**
 * A to Z, ignoring case and accents. Not `localeCompare`: its first use loads the browser's collation
 * data, about 30 ms of main thread while the page hydrates, which plain names and order numbers do
 * not need. Use `Intl.Collator` for text in scripts other than Latin.
 */
export function compareText(a: string, b: string): number {
  const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  const x = fold(a);
  const y = fold(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

function compareBy(a: Order, b: Order, key: SortKey): number {
  if (key === 'status') {
    // Statuses sort in the order an order moves through them, not alphabetically.
    return ORDER_STATUSES.indexOf(a.status) - ORDER_STATUSES.indexOf(b.status);
  }
  const left = a[key];
  const right = b[key];
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return compareText(String(left), String(right));
}

/** A sorted copy; ties keep a fixed order (by order number) so paging never shuffles rows. */
export function sortOrders(orders: readonly Order[], sort: SortState): Order[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...orders].sort(
    (a, b) =>
      sign * compareBy(a, b, sort.key) ||
      // Numbers share the "LC-" prefix, so the shorter is the smaller: LC-999 before LC-1000.
      a.number.length - b.number.length ||
      compareText(a.number, b.number),
  );
}

/** Columns a reader most often wants biggest or newest first start descending. */
const DESCENDING_FIRST: readonly SortKey[] = ['placedAt', 'totalCents', 'items'];

/** The sort after a click on `key`'s header: the same column flips, a new one starts fresh. */
export function nextSort(current: SortState, key: SortKey): SortState {
  if (current.key === key) {
    return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { key, direction: DESCENDING_FIRST.includes(key) ? 'desc' : 'asc' };
}

/** The rows of page `page` (zero-based). */
export function paginate<T>(
  rows: readonly T[],
  page: number,
  rowsPerPage: number,
): T[] {
  const start = page * rowsPerPage;
  return rows.slice(start, start + rowsPerPage);
}

/** `page` moved back onto the last page that still has rows (0 when there are none). */
export function clampPage(page: number, count: number, rowsPerPage: number): number {
  const lastPage = Math.max(0, Math.ceil(count / rowsPerPage) - 1);
  return Math.min(Math.max(0, page), lastPage);
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The orders as CSV (RFC 4180: comma-separated, CRLF lines, quotes doubled). */
export function ordersToCsv(orders: readonly Order[]): string {
  const header = [
    'Order',
    'Placed (UTC)',
    'Customer',
    'Channel',
    'Status',
    'Items',
    'Total (USD)',
  ];
  const rows = orders.map((order) => [
    order.number,
    order.placedAt,
    order.customer,
    order.channel,
    order.status,
    String(order.items),
    (order.totalCents / 100).toFixed(2),
  ]);
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n');
}
