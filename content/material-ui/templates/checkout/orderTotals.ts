import type { CountryCode, OrderItem, ShippingMethod } from './types';

/** What is in the basket. Prices are whole cents so sums never drift. */
export const ORDER_ITEMS: OrderItem[] = [
  {
    id: 'ridgeline',
    name: 'Ridgeline Espresso',
    detail: 'Whole bean, 1 kg',
    unitPriceCents: 3400,
    quantity: 1,
  },
  {
    id: 'morning-fog',
    name: 'Morning Fog Decaf',
    detail: 'Ground for filter, 250 g',
    unitPriceCents: 1450,
    quantity: 2,
  },
  {
    id: 'mug',
    name: 'Fernhill stoneware mug',
    detail: 'Moss glaze, 350 ml',
    unitPriceCents: 1800,
    quantity: 1,
  },
];

export const SHIPPING_RATES: Record<CountryCode, Record<ShippingMethod, number>> = {
  US: { standard: 650, express: 1400 },
  CA: { standard: 1200, express: 2400 },
  GB: { standard: 1500, express: 2900 },
};

/** Standard shipping inside the United States is free from this subtotal up. */
export const FREE_SHIPPING_FROM_CENTS = 6000;

export const DELIVERY_TIMES: Record<ShippingMethod, string> = {
  standard: '3–7 business days',
  express: '1–3 business days',
};

export function lineTotal(item: OrderItem): number {
  return item.unitPriceCents * item.quantity;
}

export function shippingCost(
  subtotalCents: number,
  country: CountryCode,
  method: ShippingMethod,
): number {
  if (
    country === 'US' &&
    method === 'standard' &&
    subtotalCents >= FREE_SHIPPING_FROM_CENTS
  ) {
    return 0;
  }
  return SHIPPING_RATES[country][method];
}

export interface OrderTotals {
  itemCount: number;
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
}

export function computeTotals(
  items: OrderItem[],
  country: CountryCode,
  method: ShippingMethod,
): OrderTotals {
  const subtotalCents = items.reduce((sum, item) => sum + lineTotal(item), 0);
  const itemCount = items.reduce((sum, item) => sum + item.quantity, 0);
  const shippingCents =
    itemCount === 0 ? 0 : shippingCost(subtotalCents, country, method);
  return {
    itemCount,
    subtotalCents,
    shippingCents,
    totalCents: subtotalCents + shippingCents,
  };
}

/**
 * `1999` cents → `"$19.99"`. Written out rather than with `Intl.NumberFormat`, whose first use in a
 * page loads the browser's locale data (about 30 ms of main thread) while the page hydrates.
 */
export function formatPrice(cents: number): string {
  const rounded = Math.round(Math.abs(cents));
  const whole = String(Math.floor(rounded / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 && rounded > 0 ? '-' : ''}$${whole}.${String(rounded % 100).padStart(2, '0')}`;
}

/**
 * A short order number a customer can read over the phone: the date plus four characters taken
 * from `entropy` (a number from 0 up to 1, such as Math.random()).
 */
export function makeOrderNumber(date: Date, entropy: number): string {
  const day = [date.getFullYear() % 100, date.getMonth() + 1, date.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('');
  const suffix = Math.floor(entropy * 36 ** 4)
    .toString(36)
    .toUpperCase()
    .padStart(4, '0');
  return `FH-${day}-${suffix}`;
}
