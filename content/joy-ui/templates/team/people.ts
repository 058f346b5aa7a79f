// Rules of the team directory: search, filters, initials and counts. Pure functions over plain
// data, so the page stays a thin layer and the rules are tested on their own.

import type { Location, Person, Role } from './data';

/** `'all'` means the filter is off. */
export interface PeopleFilters {
  query: string;
  role: Role | 'all';
  location: Location | 'all';
}

export const NO_FILTERS: PeopleFilters = { query: '', role: 'all', location: 'all' };

/** Lower case without accents, so "ines" finds "Inès" and "LISBON" finds "Lisbon". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Whether `person` matches the search: every word of `query` must appear in their name, role or
 * location (in any of them, in any order). An empty query matches everyone.
 */
export function matchesQuery(person: Person, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const haystack = fold(`${person.name} ${person.role} ${person.location}`);
  return words.every((word) => haystack.includes(word));
}

/** The people who pass the search and both filters, in their original order. */
export function filterPeople(
  people: readonly Person[],
  filters: PeopleFilters,
): Person[] {
  return people.filter(
    (person) =>
      (filters.role === 'all' || person.role === filters.role) &&
      (filters.location === 'all' || person.location === filters.location) &&
      matchesQuery(person, filters.query),
  );
}

/** Whether any filter is on (a query of spaces only does not count). */
export function hasActiveFilters(filters: PeopleFilters): boolean {
  return (
    filters.query.trim() !== '' ||
    filters.role !== 'all' ||
    filters.location !== 'all'
  );
}

/**
 * Up to two letters for an avatar without a picture: the first letters of the first and last
 * names ("Ada Whitlock" → "AW"), one letter for a single name, "?" for none.
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  // Array.from keeps a letter made of two UTF-16 units whole.
  const letter = (word: string) => Array.from(word)[0] ?? '';
  return (letter(first) + letter(last)).toLocaleUpperCase('en');
}

/** "1 person", "3 people", "0 people". */
export function peopleCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'person' : 'people'}`;
}

/**
 * How many people each value of `field` would show if it were picked, given the other filters:
 * the role counts follow the search and the location, and the reverse.
 */
export function facetCounts<Field extends 'role' | 'location'>(
  people: readonly Person[],
  filters: PeopleFilters,
  field: Field,
): Map<Person[Field], number> {
  const others = filterPeople(people, { ...filters, [field]: 'all' });
  const counts = new Map<Person[Field], number>();
  for (const person of others)
    counts.set(person[field], (counts.get(person[field]) ?? 0) + 1);
  return counts;
}

const MONTHS = [
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

/**
 * "2019-04-01" → "April 2019". Written out rather than left to `Intl`, so the server and every
 * browser print the same text whatever their locale.
 */
export function formatJoined(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || month === undefined) return isoDate;
  return `${month} ${match[1]}`;
}
