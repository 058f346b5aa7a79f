import { describe, expect, it } from 'vitest';
import { ORDERS } from './data';
import {
  NO_FILTERS,
  applyAction,
  compareText,
  canApply,
  customersOf,
  filterOrders,
  isFiltered,
  matchesQuery,
  nextSort,
  pageOf,
  placedBetween,
  rangeLabel,
  selectionState,
  sortOrders,
  toggleAll,
  toggleOne,
  type Customer,
  type Order,
  type OrderStatus,
} from './orders';

const ada: Customer = { id: 'ada', name: 'Ada Okonkwo', email: 'ada@example.com' };
const zoe: Customer = { id: 'zoe', name: 'Zoë Brandt', email: 'zoe@brandt.example' };

function order(id: string, status: OrderStatus, extra: Partial<Order> = {}): Order {
  return {
    id,
    placedOn: '2025-04-01',
    customer: ada,
    status,
    items: 1,
    totalCents: 1000,
    ...extra,
  };
}

const sample: Order[] = [
  order('101', 'Paid', { placedOn: '2025-04-03', totalCents: 5000 }),
  order('102', 'Pending', {
    placedOn: '2025-04-01',
    totalCents: 1200,
    customer: zoe,
  }),
  order('103', 'Refunded', { placedOn: '2025-04-02', totalCents: 5000 }),
  order('104', 'Paid', { placedOn: '2025-03-30', totalCents: 800, customer: zoe }),
];

const ids = (orders: readonly Order[]) => orders.map((item) => item.id);

describe('matchesQuery', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['102', true],
    ['#102', true],
    ['zoe', true],
    ['ZOË', true],
    ['brandt.example', true],
    ['ada', false],
    ['#103', false],
  ])('query %j → %s for order 102 of Zoë Brandt', (query, expected) => {
    expect(matchesQuery(sample[1]!, query)).toBe(expected);
  });
});

describe('filterOrders', () => {
  it('keeps every order without filters', () => {
    expect(ids(filterOrders(sample, NO_FILTERS))).toEqual([
      '101',
      '102',
      '103',
      '104',
    ]);
  });

  it('combines the status, customer and search', () => {
    expect(ids(filterOrders(sample, { ...NO_FILTERS, status: 'Paid' }))).toEqual([
      '101',
      '104',
    ]);
    expect(ids(filterOrders(sample, { ...NO_FILTERS, customerId: 'zoe' }))).toEqual([
      '102',
      '104',
    ]);
    expect(
      ids(filterOrders(sample, { query: '', status: 'Paid', customerId: 'zoe' })),
    ).toEqual(['104']);
    expect(
      ids(
        filterOrders(sample, { query: '10', status: 'Refunded', customerId: 'all' }),
      ),
    ).toEqual(['103']);
    expect(
      filterOrders(sample, { query: 'nobody', status: 'all', customerId: 'all' }),
    ).toEqual([]);
  });

  it('tells whether anything narrows the list', () => {
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, query: '  ' })).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, query: 'a' })).toBe(true);
    expect(isFiltered({ ...NO_FILTERS, customerId: 'ada' })).toBe(true);
  });
});

describe('sorting', () => {
  it('starts money and dates biggest and newest first, words A to Z, and turns a column round', () => {
    const byId = { key: 'id', direction: 'descending' } as const;
    expect(nextSort(byId, 'totalCents')).toEqual({
      key: 'totalCents',
      direction: 'descending',
    });
    expect(nextSort(byId, 'placedOn')).toEqual({
      key: 'placedOn',
      direction: 'descending',
    });
    expect(nextSort(byId, 'customer')).toEqual({
      key: 'customer',
      direction: 'ascending',
    });
    expect(nextSort(byId, 'id')).toEqual({ key: 'id', direction: 'ascending' });
    expect(nextSort({ key: 'status', direction: 'ascending' }, 'status')).toEqual({
      key: 'status',
      direction: 'descending',
    });
  });

  it('sorts by each column both ways, ties newest number first, without touching the input', () => {
    const copy = [...sample];
    expect(
      ids(sortOrders(sample, { key: 'totalCents', direction: 'descending' })),
    ).toEqual(['103', '101', '102', '104']);
    expect(
      ids(sortOrders(sample, { key: 'totalCents', direction: 'ascending' })),
    ).toEqual(['104', '102', '103', '101']);
    expect(
      ids(sortOrders(sample, { key: 'placedOn', direction: 'ascending' })),
    ).toEqual(['104', '102', '103', '101']);
    expect(
      ids(sortOrders(sample, { key: 'customer', direction: 'ascending' })),
    ).toEqual(['103', '101', '104', '102']);
    expect(
      ids(sortOrders(sample, { key: 'status', direction: 'ascending' })),
    ).toEqual(['104', '101', '102', '103']);
    expect(ids(sortOrders(sample, { key: 'id', direction: 'descending' }))).toEqual([
      '104',
      '103',
      '102',
      '101',
    ]);
    expect(sample).toEqual(copy);
  });

  it('compares order numbers as numbers', () => {
    const numbers = [
      order('99', 'Paid'),
      order('1000', 'Paid'),
      order('250', 'Paid'),
    ];
    expect(ids(sortOrders(numbers, { key: 'id', direction: 'ascending' }))).toEqual([
      '99',
      '250',
      '1000',
    ]);
  });
});

describe('paging', () => {
  const numbers = Array.from({ length: 23 }, (_, index) => index + 1);

  it('cuts the list into pages and says which rows are shown', () => {
    const first = pageOf(numbers, 0, 10);
    expect(first).toMatchObject({
      rows: numbers.slice(0, 10),
      page: 0,
      pageCount: 3,
      from: 1,
      to: 10,
      total: 23,
    });
    expect(rangeLabel(first)).toBe('1–10 of 23');
    const last = pageOf(numbers, 2, 10);
    expect(last.rows).toEqual([21, 22, 23]);
    expect(rangeLabel(last)).toBe('21–23 of 23');
  });

  it('moves a page past the end back to the last page, and handles an empty list', () => {
    expect(pageOf(numbers, 9, 10).page).toBe(2);
    expect(pageOf(numbers, -1, 10).page).toBe(0);
    const empty = pageOf([], 3, 10);
    expect(empty).toMatchObject({
      rows: [],
      page: 0,
      pageCount: 1,
      from: 0,
      to: 0,
      total: 0,
    });
    expect(rangeLabel(empty)).toBe('0 of 0');
  });
});

describe('selection', () => {
  const shown = ['101', '102', '103'];

  it('says whether none, some or all of the rows shown are selected', () => {
    expect(selectionState(shown, [])).toBe('none');
    expect(selectionState(shown, ['999'])).toBe('none');
    expect(selectionState(shown, ['102'])).toBe('some');
    expect(selectionState(shown, ['101', '102', '103', '999'])).toBe('all');
  });

  it('toggles one row', () => {
    expect(toggleOne(['101'], '102')).toEqual(['101', '102']);
    expect(toggleOne(['101', '102'], '101')).toEqual(['102']);
  });

  it('selects all rows shown, keeping rows of other pages, and clears them when all were selected', () => {
    expect(toggleAll(['999', '102'], shown)).toEqual(['999', '102', '101', '103']);
    expect(toggleAll(['999', '101', '102', '103'], shown)).toEqual(['999']);
  });
});

describe('row actions', () => {
  it('refunds only paid orders and cancels only pending ones', () => {
    expect(canApply(order('1', 'Paid'), 'refund')).toBe(true);
    expect(canApply(order('1', 'Pending'), 'refund')).toBe(false);
    expect(canApply(order('1', 'Pending'), 'cancel')).toBe(true);
    expect(canApply(order('1', 'Refunded'), 'cancel')).toBe(false);
  });

  it('changes the status of that order only, leaving the input alone', () => {
    const refunded = applyAction(sample, '101', 'refund');
    expect(refunded.map((item) => item.status)).toEqual([
      'Refunded',
      'Pending',
      'Refunded',
      'Paid',
    ]);
    expect(sample[0]!.status).toBe('Paid');
    expect(applyAction(sample, '102', 'cancel')[1]!.status).toBe('Cancelled');
  });

  it('returns the same list when the action does not apply or the order is unknown', () => {
    expect(applyAction(sample, '102', 'refund')).toBe(sample);
    expect(applyAction(sample, '404', 'cancel')).toBe(sample);
  });
});

describe('customersOf', () => {
  it('lists each customer once, A to Z', () => {
    expect(customersOf(sample).map((item) => item.name)).toEqual([
      'Ada Okonkwo',
      'Zoë Brandt',
    ]);
  });
});

describe('placedBetween', () => {
  it('gives the first and last day of the orders, whatever their order', () => {
    expect(placedBetween(sample)).toEqual({
      first: '2025-03-30',
      last: '2025-04-03',
    });
    expect(placedBetween([])).toBeNull();
  });
});

describe('the fixtures', () => {
  it('have unique order numbers, days as YYYY-MM-DD and at most 40 rows', () => {
    expect(new Set(ids(ORDERS)).size).toBe(ORDERS.length);
    expect(ORDERS.length).toBeLessThanOrEqual(40);
    for (const item of ORDERS) expect(item.placedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('give every action something to act on', () => {
    expect(ORDERS.some((item) => canApply(item, 'refund'))).toBe(true);
    expect(ORDERS.some((item) => canApply(item, 'cancel'))).toBe(true);
  });
});

describe('compareText', () => {
  it("orders the template's names, statuses and days as English collation does", () => {
    const texts = [...new Set(ORDERS.flatMap((order) => [order.customer.name, order.status, order.placedOn]))];
    const collator = new Intl.Collator('en');
    expect([...texts].sort(compareText)).toEqual([...texts].sort((a, b) => collator.compare(a, b)));
  });

  it('ignores case and accents', () => {
    expect(compareText('Chloé', 'chloe')).toBe(0);
    expect(compareText('chloé', 'Chris')).toBeLessThan(0);
    expect(compareText('Tomás', 'Tom')).toBeGreaterThan(0);
  });
});
