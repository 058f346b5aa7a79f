/** The rules of the orders table: search, filters, sorting, paging, selection and row actions. */

export const STATUSES = ['Pending', 'Paid', 'Refunded', 'Cancelled'] as const;
export type OrderStatus = (typeof STATUSES)[number];

export interface Customer {
  id: string;
  name: string;
  email: string;
  /** Path of the customer's portrait under /static/images/avatars, when there is one. */
  avatar?: string;
}

export interface Order {
  /** Order number without the leading "#", e.g. "2041". */
  id: string;
  /** Day the order was placed, as YYYY-MM-DD. */
  placedOn: string;
  customer: Customer;
  status: OrderStatus;
  items: number;
  /** Total in cents, so sums stay exact. */
  totalCents: number;
}

export interface OrderFilters {
  query: string;
  status: OrderStatus | 'all';
  customerId: string | 'all';
}

export const NO_FILTERS: OrderFilters = {
  query: '',
  status: 'all',
  customerId: 'all',
};

export type SortKey = 'id' | 'placedOn' | 'status' | 'customer' | 'totalCents';
export type SortDirection = 'ascending' | 'descending';
export interface Sort {
  key: SortKey;
  direction: SortDirection;
}

/** Lower case without accents, so "zoe" finds "Zoë". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Whether the order's number, customer name or e-mail contains the query ("#2041" finds 2041). */
export function matchesQuery(order: Order, query: string): boolean {
  const needle = fold(query.trim().replace(/^#/, ''));
  if (needle === '') return true;
  return [order.id, order.customer.name, order.customer.email].some((field) =>
    fold(field).includes(needle),
  );
}

/** The orders that match the search and both filters. */
export function filterOrders(
  orders: readonly Order[],
  filters: OrderFilters,
): Order[] {
  return orders.filter(
    (order) =>
      (filters.status === 'all' || order.status === filters.status) &&
      (filters.customerId === 'all' || order.customer.id === filters.customerId) &&
      matchesQuery(order, filters.query),
  );
}

/** Whether any filter or the search narrows the list. */
export function isFiltered(filters: OrderFilters): boolean {
  return (
    filters.query.trim() !== '' ||
    filters.status !== 'all' ||
    filters.customerId !== 'all'
  );
}

/** Dates and money read best newest and biggest first; words read A to Z. */
export function firstDirection(key: SortKey): SortDirection {
  return key === 'placedOn' || key === 'totalCents' ? 'descending' : 'ascending';
}

/** The sort after a click on `key`'s header: the same column turns round, another starts afresh. */
export function nextSort(current: Sort, key: SortKey): Sort {
  if (current.key === key) {
    return {
      key,
      direction: current.direction === 'ascending' ? 'descending' : 'ascending',
    };
  }
  return { key, direction: firstDirection(key) };
}

/**
 * A to Z, ignoring case and accents ("Chloé" sorts as "chloe"). Not `localeCompare`: its first use
 * loads the browser's collation data, about 30 ms of main thread while the page hydrates, and plain
 * names need none of it. Use `Intl.Collator` for names in scripts other than Latin.
 */
export function compareText(a: string, b: string): number {
  const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  const x = fold(a);
  const y = fold(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

function compare(a: Order, b: Order, key: SortKey): number {
  switch (key) {
    case 'totalCents':
      return a.totalCents - b.totalCents;
    case 'id':
      return Number(a.id) - Number(b.id);
    case 'customer':
      return compareText(a.customer.name, b.customer.name);
    case 'status':
      return compareText(a.status, b.status);
    case 'placedOn':
      return compareText(a.placedOn, b.placedOn);
  }
}

/** A sorted copy; ties keep the newest order number first so the order never jumps. */
export function sortOrders(orders: readonly Order[], sort: Sort): Order[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...orders].sort(
    (a, b) => sign * compare(a, b, sort.key) || Number(b.id) - Number(a.id),
  );
}

export interface Page<T> {
  rows: T[];
  /** The page shown, 0-based, moved back inside the range when the list got shorter. */
  page: number;
  pageCount: number;
  /** 1-based number of the first row shown, 0 when there is none. */
  from: number;
  to: number;
  total: number;
}

/** The rows of page `page` (0-based) at `pageSize` rows a page. */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  pageSize: number,
): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const shown = Math.min(Math.max(0, page), pageCount - 1);
  const start = shown * pageSize;
  const rows = items.slice(start, start + pageSize);
  return {
    rows,
    page: shown,
    pageCount,
    from: rows.length === 0 ? 0 : start + 1,
    to: start + rows.length,
    total: items.length,
  };
}

/** "11–20 of 32", or "0 of 0" for an empty list. */
export function rangeLabel({
  from,
  to,
  total,
}: Pick<Page<unknown>, 'from' | 'to' | 'total'>): string {
  return total === 0 ? '0 of 0' : `${from}–${to} of ${total}`;
}

export type SelectionState = 'none' | 'some' | 'all';

/** How many of the rows shown are selected: drives the select-all box and its indeterminate state. */
export function selectionState(
  shownIds: readonly string[],
  selected: readonly string[],
): SelectionState {
  const count = shownIds.filter((id) => selected.includes(id)).length;
  if (count === 0) return 'none';
  return count === shownIds.length ? 'all' : 'some';
}

/** Selects the row, or unselects it when it was selected. */
export function toggleOne(selected: readonly string[], id: string): string[] {
  return selected.includes(id)
    ? selected.filter((item) => item !== id)
    : [...selected, id];
}

/** The select-all box: selects every row shown, or clears them when all were selected already. */
export function toggleAll(
  selected: readonly string[],
  shownIds: readonly string[],
): string[] {
  if (selectionState(shownIds, selected) === 'all') {
    return selected.filter((id) => !shownIds.includes(id));
  }
  return [...selected, ...shownIds.filter((id) => !selected.includes(id))];
}

export type OrderAction = 'refund' | 'cancel';

const ACTION_RULES: Record<OrderAction, { from: OrderStatus; to: OrderStatus }> = {
  // Only money that was taken can be given back; only an order not yet paid can be called off.
  refund: { from: 'Paid', to: 'Refunded' },
  cancel: { from: 'Pending', to: 'Cancelled' },
};

/** Whether `action` makes sense for the order in its current status. */
export function canApply(order: Order, action: OrderAction): boolean {
  return order.status === ACTION_RULES[action].from;
}

/** The orders with `action` applied to order `id`; the same array when the action does not apply. */
export function applyAction(
  orders: readonly Order[],
  id: string,
  action: OrderAction,
): readonly Order[] {
  const target = orders.find((order) => order.id === id);
  if (target === undefined || !canApply(target, action)) return orders;
  return orders.map((order) =>
    order.id === id ? { ...order, status: ACTION_RULES[action].to } : order,
  );
}

/** The customers who placed the orders, each once, A to Z: the options of the customer filter. */
export function customersOf(orders: readonly Order[]): Customer[] {
  const byId = new Map(orders.map((order) => [order.customer.id, order.customer]));
  return [...byId.values()].sort((a, b) => compareText(a.name, b.name));
}

/** The first and last day on which the orders were placed, or null for no orders. */
export function placedBetween(
  orders: readonly Order[],
): { first: string; last: string } | null {
  if (orders.length === 0) return null;
  const days = orders.map((order) => order.placedOn).sort();
  return { first: days[0]!, last: days[days.length - 1]! };
}
