/** How the orders table writes money and days, the same on the server and in the browser. */

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

// Days are stored without a time; reading them as UTC midnight keeps every time zone on the same day.
const day = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 12345 → "$123.45". */
export function formatMoney(cents: number): string {
  return money.format(cents / 100);
}

/** "2025-04-12" → "Apr 12, 2025". */
export function formatDay(isoDay: string): string {
  return day.format(new Date(`${isoDay}T00:00:00Z`));
}
