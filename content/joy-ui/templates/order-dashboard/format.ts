/**
 * How the orders table writes money and days, the same on the server and in the browser.
 *
 * Written out rather than with `Intl.NumberFormat` and `Intl.DateTimeFormat`: the page's first use of
 * `Intl` loads the browser's locale data, about 30 ms of main thread on a fast laptop and several
 * times that on a phone, in the middle of hydration. The output is the en-US formatting, and the
 * tests compare the two.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 1234567 → "1,234,567". */
function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 12345 → "$123.45"; -500 → "-$5.00". */
export function formatMoney(cents: number): string {
  const rounded = Math.round(Math.abs(cents));
  const sign = cents < 0 && rounded > 0 ? '-' : '';
  return `${sign}$${groupThousands(Math.floor(rounded / 100))}.${String(rounded % 100).padStart(2, '0')}`;
}

/** "2025-04-12" → "Apr 12, 2025". Days are stored without a time, so no time zone can move them. */
export function formatDay(isoDay: string): string {
  const year = Number(isoDay.slice(0, 4));
  const month = Number(isoDay.slice(5, 7));
  const day = Number(isoDay.slice(8, 10));
  return `${MONTHS[month - 1] ?? ''} ${day}, ${year}`;
}
