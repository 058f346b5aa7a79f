/**
 * Larkspur Coffee Roasters' figures for June 1–30, 2025. Everything is generated from fixed seeds,
 * so the server and the browser build the same numbers and the page looks the same on every visit.
 */
import type { Metric } from './metrics';
import type { Channel, Order, OrderStatus } from './orders';

export const STORE_NAME = 'Larkspur Coffee';
export const PERIOD_LABEL = 'June 1–30, 2025';
export const COMPARED_WITH = 'the previous 30 days';

/** A seeded pseudo-random generator (Park–Miller), returning numbers in [0, 1). */
export function createRandom(seed: number): () => number {
  let state = Math.abs(Math.floor(seed)) % 2147483647 || 1;
  return () => {
    state = (state * 48271) % 2147483647;
    return (state - 1) / 2147483646;
  };
}

function between(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('Cannot pick from an empty list');
  return item;
}

function pickWeighted<T>(random: () => number, weighted: readonly [T, number][]): T {
  const total = weighted.reduce((sum, [, weight]) => sum + weight, 0);
  let threshold = random() * total;
  for (const [item, weight] of weighted) {
    threshold -= weight;
    if (threshold < 0) return item;
  }
  return pick(
    random,
    weighted.map(([item]) => item),
  );
}

export interface DailySessions {
  /** ISO date, e.g. "2025-06-01". */
  date: string;
  current: number;
  /** Sessions on the matching day of the previous 30 days. */
  previous: number;
}

/** Sessions per day: a slow climb, quieter weekends (1 June 2025 is a Sunday) and some noise. */
export function generateSessions(days: number, seed = 601): DailySessions[] {
  const random = createRandom(seed);
  return Array.from({ length: days }, (_, index) => {
    const weekend = index % 7 === 0 || index % 7 === 6;
    const dip = weekend ? 70 : 0;
    const current = 430 + 3.2 * index - dip + (random() - 0.5) * 80;
    const previous = 405 + 1.5 * index - dip + (random() - 0.5) * 80;
    return {
      date: `2025-06-${String(index + 1).padStart(2, '0')}`,
      current: Math.round(current),
      previous: Math.round(previous),
    };
  });
}

export interface ChannelRevenue {
  channel: Channel;
  cents: number;
  previousCents: number;
}

export const channelRevenue: readonly ChannelRevenue[] = [
  { channel: 'Online store', cents: 684250, previousCents: 612000 },
  { channel: 'Subscriptions', cents: 431000, previousCents: 398000 },
  { channel: 'Wholesale', cents: 298500, previousCents: 324000 },
  { channel: 'Marketplace', cents: 126480, previousCents: 110200 },
  { channel: 'Pop-up events', cents: 61200, previousCents: 45500 },
];

const FIRST_NAMES = [
  'Amara',
  'Oliver',
  'Sofia',
  'Mateo',
  'Hana',
  'Lucas',
  'Priya',
  'Noah',
  'Zoë',
  'Kwame',
  'Isabel',
  'Yusuf',
  'Mei',
  'Tomás',
  'Freya',
  'Arjun',
  'Leila',
  'Jonas',
  'Nadia',
  'Callum',
];
const LAST_NAMES = [
  'Okafor',
  'Bennett',
  'Rossi',
  'Fernández',
  'Tanaka',
  'Müller',
  'Sharma',
  'Walsh',
  'Nguyen',
  'Mensah',
  'Castillo',
  'Haddad',
  'Lindqvist',
  'Brooks',
  'Kowalski',
  'Ibrahim',
];
const CAFES = [
  'Fernwood Café',
  'Harbour Lane Bakery',
  'The Reading Room',
  'Kiln & Crumb',
  'Northside Canteen',
];
/** Retail prices in cents: 250 g bags, a drip-bag box and a gift set. */
const RETAIL_PRICES = [1650, 1800, 1950, 2200, 1450, 950, 3400];
const WHOLESALE_PRICE = 1150;
const SHIPPING = 600;

const ORDER_CHANNELS: readonly [Channel, number][] = [
  ['Online store', 50],
  ['Subscriptions', 25],
  ['Marketplace', 15],
  ['Wholesale', 10],
];

/** Newer orders are still being paid for or packed; older ones have mostly arrived. */
function statusFor(random: () => number, age: number): OrderStatus {
  const roll = random();
  if (age < 6) return roll < 0.4 ? 'Pending' : 'Paid';
  if (roll < 0.06) return 'Refunded';
  if (age < 18) return roll < 0.5 ? 'Paid' : 'Shipped';
  if (age < 38) return roll < 0.6 ? 'Shipped' : 'Delivered';
  return roll < 0.85 ? 'Delivered' : 'Shipped';
}

/** `count` orders, newest first, going back in time from 30 June 2025, 21:40 UTC. */
export function generateOrders(count: number, seed = 20250630): Order[] {
  const random = createRandom(seed);
  let time = Date.UTC(2025, 5, 30, 21, 40);
  return Array.from({ length: count }, (_, age) => {
    const channel = pickWeighted(random, ORDER_CHANNELS);
    const wholesale = channel === 'Wholesale';
    const items = wholesale ? between(random, 12, 36) : between(random, 1, 4);
    let totalCents = wholesale ? items * WHOLESALE_PRICE : 0;
    if (!wholesale) {
      for (let item = 0; item < items; item++)
        totalCents += pick(random, RETAIL_PRICES);
      if (channel !== 'Subscriptions' && totalCents < 4000) totalCents += SHIPPING;
    }
    const order: Order = {
      number: `LC-${20480 - age}`,
      placedAt: new Date(time).toISOString(),
      customer: wholesale
        ? pick(random, CAFES)
        : `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`,
      channel,
      status: statusFor(random, age),
      items,
      totalCents,
    };
    time -= between(random, 35, 130) * 60_000;
    return order;
  });
}

export const dailySessions = generateSessions(30);
export const orders = generateOrders(60);

const sum = (values: readonly number[]) =>
  values.reduce((total, value) => total + value, 0);
const ORDER_COUNT = { current: 412, previous: 389 };
const totalSessions = sum(dailySessions.map((day) => day.current));
const previousSessions = sum(dailySessions.map((day) => day.previous));

export const metrics: readonly Metric[] = [
  {
    id: 'revenue',
    label: 'Revenue',
    value: sum(channelRevenue.map((row) => row.cents)),
    previous: sum(channelRevenue.map((row) => row.previousCents)),
    format: 'currency',
    better: 'up',
  },
  {
    id: 'orders',
    label: 'Orders',
    value: ORDER_COUNT.current,
    previous: ORDER_COUNT.previous,
    format: 'integer',
    better: 'up',
  },
  {
    id: 'conversion',
    label: 'Conversion rate',
    value: ORDER_COUNT.current / totalSessions,
    previous: ORDER_COUNT.previous / previousSessions,
    format: 'percent',
    better: 'up',
  },
  {
    id: 'refunds',
    label: 'Refund rate',
    value: 0.019,
    previous: 0.026,
    format: 'percent',
    better: 'down',
  },
];
