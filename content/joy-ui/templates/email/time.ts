/**
 * Times are kept as wall-clock text, `YYYY-MM-DDTHH:MM`, and formatted by hand, so the server and
 * the browser print the same thing whatever their locale and time zone. The text is also a valid
 * `<time dateTime>` value.
 */

const SHORT_MONTHS = [
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
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];

interface WallClockParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function parse(wallClock: string): WallClockParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wallClock);
  if (match === null)
    throw new Error(
      `"${wallClock}" is not a wall-clock time like 2025-03-14T09:41.`,
    );
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return { year, month, day, hour, minute };
}

/** `date` as wall-clock text in the reader's own time zone, to the minute. */
export function toWallClock(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The time of day on a 24-hour clock: `2025-03-14T09:41` → `09:41`. */
export function formatTime(wallClock: string): string {
  const { hour, minute } = parse(wallClock);
  return `${pad(hour)}:${pad(minute)}`;
}

/** Day and short month: `2025-03-14T09:41` → `14 Mar`. */
export function formatShortDate(wallClock: string): string {
  const { month, day } = parse(wallClock);
  return `${day} ${SHORT_MONTHS[month - 1]}`;
}

/** The whole date with its weekday: `2025-03-14T09:41` → `Friday 14 March 2025`. */
export function formatLongDate(wallClock: string): string {
  const { year, month, day } = parse(wallClock);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${WEEKDAYS[weekday]} ${day} ${LONG_MONTHS[month - 1]} ${year}`;
}
