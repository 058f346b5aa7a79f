/**
 * Number and date formatting for the dashboard. Everything is formatted the same way on the server
 * and in every browser (fixed locale, UTC dates, hand-built date strings), so the page never
 * renders one text on the server and another after hydration.
 */

const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
const MINUS = '\u2212';

/** `1234567` → `"1,234,567"`. */
function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * `123456` cents → `"$1,234.56"`. Written out rather than with `Intl.NumberFormat`: a page's first use
 * of `Intl` loads the browser's locale data, about 30 ms of main thread while the page hydrates, and
 * the output is the same (the tests compare the two).
 */
export function formatCurrency(cents: number): string {
  const rounded = Math.round(Math.abs(cents));
  const sign = cents < 0 && rounded > 0 ? '-' : '';
  return `${sign}$${groupThousands(Math.floor(rounded / 100))}.${String(rounded % 100).padStart(2, '0')}`;
}

/** A short amount for axes and bar labels: `94000` → `"$940"`, `684250` → `"$6.8k"`. */
export function formatCompactCurrency(cents: number): string {
  const dollars = Math.round(cents / 100);
  const sign = dollars < 0 ? MINUS : '';
  const size = Math.abs(dollars);
  if (size < 1000) return `${sign}$${size}`;
  const [divisor, suffix] = size < 1_000_000 ? [1000, 'k'] : [1_000_000, 'M'];
  const short = (Math.round((size / divisor) * 10) / 10).toString();
  return `${sign}$${short}${suffix}`;
}

/** `1284` → `"1,284"`. */
export function formatInteger(value: number): string {
  const rounded = Math.round(Math.abs(value));
  return `${value < 0 && rounded > 0 ? '-' : ''}${groupThousands(rounded)}`;
}

/** A ratio as a percentage: `0.0288` → `"2.9%"`. */
export function formatPercent(ratio: number, fractionDigits = 1): string {
  return `${(ratio * 100).toFixed(fractionDigits)}%`;
}

/** A number with an explicit sign and a real minus: `8.64` → `"+8.6"`, `-0.2` → `"−0.2"`. */
export function formatSigned(value: number, fractionDigits = 1): string {
  const fixed = Math.abs(value).toFixed(fractionDigits);
  if (Number(fixed) === 0) return fixed;
  return `${value < 0 ? MINUS : '+'}${fixed}`;
}

function parts(iso: string) {
  const date = new Date(iso);
  return {
    year: date.getUTCFullYear(),
    month: MONTHS[date.getUTCMonth()] ?? '',
    day: date.getUTCDate(),
    hours: date.getUTCHours(),
    minutes: date.getUTCMinutes(),
  };
}

/** `"2025-06-07"` → `"Jun 7"`. */
export function formatDay(iso: string): string {
  const { month, day } = parts(iso);
  return `${month} ${day}`;
}

/** `"2025-06-07"` → `"Jun 7, 2025"`. */
export function formatDate(iso: string): string {
  const { month, day, year } = parts(iso);
  return `${month} ${day}, ${year}`;
}

/** `"2025-06-30T21:05:00Z"` → `"9:05 PM"` (UTC). */
export function formatTime(iso: string): string {
  const { hours, minutes } = parts(iso);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** `"2025-06-30T21:05:00Z"` → `"Jun 30, 9:05 PM"`. */
export function formatDateTime(iso: string): string {
  return `${formatDay(iso)}, ${formatTime(iso)}`;
}
