import { describe, expect, it } from 'vitest';
import { generateOrders } from './data';
import {
  clampPage,
  compareText,
  filterOrders,
  nextSort,
  ordersToCsv,
  paginate,
  sortOrders,
  type Order,
} from './orders';

function order(overrides: Partial<Order>): Order {
  return {
    number: 'LC-1',
    placedAt: '2025-06-30T10:00:00.000Z',
    customer: 'Amara Okafor',
    channel: 'Online store',
    status: 'Paid',
    items: 1,
    totalCents: 1650,
    ...overrides,
  };
}

const sample: Order[] = [
  order({
    number: 'LC-9',
    customer: 'Zoë Walsh',
    totalCents: 4200,
    status: 'Shipped',
  }),
  order({
    number: 'LC-10',
    customer: 'mateo Rossi',
    totalCents: 990,
    status: 'Pending',
  }),
  order({
    number: 'LC-11',
    customer: 'Fernwood Café',
    channel: 'Wholesale',
    totalCents: 4200,
  }),
  order({
    number: 'LC-12',
    customer: 'Hana Tanaka',
    status: 'Refunded',
    totalCents: 2100,
  }),
];
const numbers = (orders: Order[]) => orders.map((item) => item.number);

describe('filterOrders', () => {
  it('matches number, customer or channel, ignoring case and accents', () => {
    expect(numbers(filterOrders(sample, 'zoe', 'all'))).toEqual(['LC-9']);
    expect(numbers(filterOrders(sample, ' CAFE ', 'all'))).toEqual(['LC-11']);
    expect(numbers(filterOrders(sample, 'wholesale', 'all'))).toEqual(['LC-11']);
    expect(numbers(filterOrders(sample, 'lc-1', 'all'))).toEqual([
      'LC-10',
      'LC-11',
      'LC-12',
    ]);
  });

  it('keeps everything for an empty query and narrows by status', () => {
    expect(filterOrders(sample, '', 'all')).toHaveLength(4);
    expect(numbers(filterOrders(sample, '', 'Refunded'))).toEqual(['LC-12']);
    expect(filterOrders(sample, 'zoe', 'Pending')).toEqual([]);
  });
});

describe('sortOrders', () => {
  it('sorts numbers both ways, breaking ties by order number', () => {
    expect(
      numbers(sortOrders(sample, { key: 'totalCents', direction: 'asc' })),
    ).toEqual(['LC-10', 'LC-12', 'LC-9', 'LC-11']);
    expect(
      numbers(sortOrders(sample, { key: 'totalCents', direction: 'desc' })),
    ).toEqual(['LC-9', 'LC-11', 'LC-12', 'LC-10']);
  });

  it('sorts text without regard to case and statuses in workflow order', () => {
    expect(
      numbers(sortOrders(sample, { key: 'customer', direction: 'asc' })),
    ).toEqual(['LC-11', 'LC-12', 'LC-10', 'LC-9']);
    expect(
      sortOrders(sample, { key: 'status', direction: 'asc' }).map(
        (item) => item.status,
      ),
    ).toEqual(['Pending', 'Paid', 'Shipped', 'Refunded']);
  });

  it('does not change the array it is given', () => {
    const copy = [...sample];
    sortOrders(sample, { key: 'customer', direction: 'desc' });
    expect(sample).toEqual(copy);
  });
});

describe('nextSort', () => {
  it('flips the direction of the current column', () => {
    expect(nextSort({ key: 'customer', direction: 'asc' }, 'customer')).toEqual({
      key: 'customer',
      direction: 'desc',
    });
  });

  it('starts dates and amounts descending and text ascending', () => {
    const current = { key: 'customer', direction: 'desc' } as const;
    expect(nextSort(current, 'placedAt').direction).toBe('desc');
    expect(nextSort(current, 'totalCents').direction).toBe('desc');
    expect(nextSort(current, 'status').direction).toBe('asc');
  });
});

describe('paging', () => {
  const rows = Array.from({ length: 23 }, (_, index) => index);

  it('returns the rows of one page', () => {
    expect(paginate(rows, 0, 10)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(paginate(rows, 2, 10)).toEqual([20, 21, 22]);
    expect(paginate(rows, 3, 10)).toEqual([]);
  });

  it('clamps a page that no longer exists', () => {
    expect(clampPage(5, 23, 10)).toBe(2);
    expect(clampPage(1, 23, 10)).toBe(1);
    expect(clampPage(3, 0, 10)).toBe(0);
    expect(clampPage(-1, 23, 10)).toBe(0);
  });
});

describe('ordersToCsv', () => {
  it('writes a header and quotes fields that need it', () => {
    const csv = ordersToCsv([
      order({ customer: 'Kiln & Crumb, "Old Town"', items: 12, totalCents: 13800 }),
    ]);
    const [header, row] = csv.split('\r\n');
    expect(header).toBe(
      'Order,Placed (UTC),Customer,Channel,Status,Items,Total (USD)',
    );
    expect(row).toBe(
      'LC-1,2025-06-30T10:00:00.000Z,"Kiln & Crumb, ""Old Town""",Online store,Paid,12,138.00',
    );
  });
});

describe('compareText', () => {
  it("orders the dashboard's customers and order numbers as English collation does", () => {
    const orders = generateOrders(200);
    const collator = new Intl.Collator('en', { sensitivity: 'base' });
    const names = [...new Set(orders.map((entry) => entry.customer))];
    expect([...names].sort(compareText)).toEqual([...names].sort((a, b) => collator.compare(a, b)));
    const numeric = new Intl.Collator('en', { numeric: true });
    const sorted = sortOrders(orders, { key: 'customer', direction: 'asc' });
    sorted.slice(1).forEach((next, index) => {
      const previous = sorted[index];
      if (previous && collator.compare(previous.customer, next.customer) === 0) {
        expect(numeric.compare(previous.number, next.number)).toBeLessThan(0);
      }
    });
  });
});
