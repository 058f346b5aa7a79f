/** The fixtures of the template: a small homeware shop, its customers and its spring orders. */
import type { Customer, Order, OrderStatus } from './orders';

export const STORE_NAME = 'Kettle & Loom';

export const MANAGER = {
  name: 'Grace Whitfield',
  role: 'Store manager',
  avatar: '/static/images/avatars/grace.svg',
};

const CUSTOMERS = {
  ada: { name: 'Ada Okonkwo', email: 'ada.okonkwo@example.com' },
  ben: { name: 'Ben Castellano', email: 'ben@castellano.example' },
  chloe: { name: 'Chloé Marchand', email: 'chloe.marchand@example.org' },
  david: { name: 'David Mensah', email: 'dmensah@example.net' },
  elena: { name: 'Elena Sokolova', email: 'elena.s@example.com' },
  farid: { name: 'Farid Haddad', email: 'farid@haddad-studio.example' },
  hiro: { name: 'Hiro Nakamura', email: 'hiro.nakamura@example.jp' },
  tomas: { name: 'Tomás Ferreira', email: 'tomas@ferreira.example' },
} as const;

type CustomerKey = keyof typeof CUSTOMERS;

// Tomás has no portrait of his own; the avatar falls back to his initial.
const PORTRAITS: Partial<Record<CustomerKey, string>> = {
  ada: '/static/images/avatars/ada.svg',
  ben: '/static/images/avatars/ben.svg',
  chloe: '/static/images/avatars/chloe.svg',
  david: '/static/images/avatars/david.svg',
  elena: '/static/images/avatars/elena.svg',
  farid: '/static/images/avatars/farid.svg',
  hiro: '/static/images/avatars/hiro.svg',
};

function customer(key: CustomerKey): Customer {
  const avatar = PORTRAITS[key];
  return avatar === undefined
    ? { id: key, ...CUSTOMERS[key] }
    : { id: key, ...CUSTOMERS[key], avatar };
}

// Number, day, customer, status, items, total in cents.
const ROWS: [string, string, CustomerKey, OrderStatus, number, number][] = [
  ['2072', '2025-04-13', 'tomas', 'Pending', 1, 2070],
  ['2071', '2025-04-13', 'david', 'Paid', 1, 5070],
  ['2070', '2025-04-13', 'tomas', 'Paid', 5, 9250],
  ['2069', '2025-04-13', 'ada', 'Cancelled', 5, 22875],
  ['2068', '2025-04-13', 'ada', 'Refunded', 2, 7093],
  ['2067', '2025-04-13', 'elena', 'Paid', 6, 14400],
  ['2066', '2025-04-12', 'farid', 'Paid', 5, 4495],
  ['2065', '2025-04-11', 'hiro', 'Refunded', 4, 5595],
  ['2064', '2025-04-09', 'farid', 'Paid', 2, 2550],
  ['2063', '2025-04-09', 'david', 'Paid', 5, 17290],
  ['2062', '2025-04-08', 'hiro', 'Paid', 5, 9250],
  ['2061', '2025-04-07', 'farid', 'Paid', 4, 18300],
  ['2060', '2025-04-07', 'ben', 'Refunded', 5, 6870],
  ['2059', '2025-04-06', 'hiro', 'Cancelled', 4, 7400],
  ['2058', '2025-04-06', 'hiro', 'Paid', 1, 1694],
  ['2057', '2025-04-04', 'elena', 'Pending', 6, 19794],
  ['2056', '2025-04-04', 'farid', 'Paid', 5, 9745],
  ['2055', '2025-04-03', 'chloe', 'Paid', 4, 18795],
  ['2054', '2025-04-01', 'tomas', 'Refunded', 3, 7695],
  ['2053', '2025-04-01', 'elena', 'Pending', 3, 3192],
  ['2052', '2025-04-01', 'chloe', 'Paid', 2, 4800],
  ['2051', '2025-04-01', 'ada', 'Pending', 5, 12495],
  ['2050', '2025-03-31', 'tomas', 'Paid', 3, 18765],
  ['2049', '2025-03-30', 'ada', 'Pending', 6, 8445],
  ['2048', '2025-03-28', 'tomas', 'Paid', 4, 4091],
  ['2047', '2025-03-28', 'david', 'Pending', 2, 4195],
  ['2046', '2025-03-28', 'ben', 'Paid', 5, 12795],
  ['2045', '2025-03-27', 'ada', 'Paid', 2, 12475],
  ['2044', '2025-03-26', 'farid', 'Cancelled', 3, 13725],
  ['2043', '2025-03-24', 'hiro', 'Pending', 4, 13196],
  ['2042', '2025-03-23', 'elena', 'Pending', 6, 15195],
  ['2041', '2025-03-22', 'chloe', 'Refunded', 1, 2070],
];

export const ORDERS: readonly Order[] = ROWS.map(
  ([id, placedOn, key, status, items, totalCents]) => ({
    id,
    placedOn,
    customer: customer(key),
    status,
    items,
    totalCents,
  }),
);

export type NavId =
  'overview' | 'orders' | 'products' | 'customers' | 'messages' | 'settings';

export interface NavLink {
  id: NavId;
  label: string;
}

/** The sidebar's destinations, in the order they are listed. */
export const NAV_LINKS: readonly NavLink[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'orders', label: 'Orders' },
  { id: 'products', label: 'Products' },
  { id: 'customers', label: 'Customers' },
  { id: 'messages', label: 'Messages' },
  { id: 'settings', label: 'Settings' },
];
