import { describe, expect, it } from 'vitest';
import { PEOPLE, type Person } from './data';
import {
  NO_FILTERS,
  facetCounts,
  filterPeople,
  fold,
  formatJoined,
  hasActiveFilters,
  initials,
  matchesQuery,
  peopleCountLabel,
} from './people';

const person = (overrides: Partial<Person>): Person => ({
  id: 'x',
  name: 'Test Person',
  role: 'Engineer',
  title: 'Testing',
  location: 'Lisbon',
  email: 'test@example.com',
  joined: '2020-01-01',
  skills: [],
  about: '',
  ...overrides,
});

const ada = person({
  id: 'ada',
  name: 'Ada Whitlock',
  role: 'Engineer',
  location: 'Lisbon',
});
const ben = person({
  id: 'ben',
  name: 'Ben Carvalho',
  role: 'Designer',
  location: 'Lisbon',
});
const ines = person({
  id: 'ines',
  name: 'Inès Moreau',
  role: 'Product manager',
  location: 'Toronto',
});
const hiro = person({
  id: 'hiro',
  name: 'Hiro Tanaka',
  role: 'Engineer',
  location: 'Osaka',
});
const team = [ada, ben, ines, hiro];
const ids = (people: Person[]) => people.map((p) => p.id);

describe('fold', () => {
  it('drops case and accents', () => {
    expect(fold('Inès MOREAU')).toBe('ines moreau');
  });
});

describe('matchesQuery', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['ada', true],
    ['WHIT', true],
    ['engineer', true],
    ['lisbon', true],
    ['ada lisbon', true],
    ['lisbon ada', true],
    ['ada toronto', false],
    ['designer', false],
  ])('"%s" → %s for Ada, an engineer in Lisbon', (query, expected) => {
    expect(matchesQuery(ada, query)).toBe(expected);
  });

  it('finds accented names from plain letters', () => {
    expect(matchesQuery(ines, 'ines')).toBe(true);
    expect(matchesQuery(ines, 'Inès')).toBe(true);
  });

  it('searches the role and location, not the other fields', () => {
    expect(
      matchesQuery(person({ email: 'zebra@example.com', about: 'zebra' }), 'zebra'),
    ).toBe(false);
  });
});

describe('filterPeople', () => {
  it('returns everyone, in order, with no filters', () => {
    expect(ids(filterPeople(team, NO_FILTERS))).toEqual([
      'ada',
      'ben',
      'ines',
      'hiro',
    ]);
  });

  it('filters by role', () => {
    expect(ids(filterPeople(team, { ...NO_FILTERS, role: 'Engineer' }))).toEqual([
      'ada',
      'hiro',
    ]);
  });

  it('filters by location', () => {
    expect(ids(filterPeople(team, { ...NO_FILTERS, location: 'Lisbon' }))).toEqual([
      'ada',
      'ben',
    ]);
  });

  it('combines role, location and search with AND', () => {
    expect(
      ids(filterPeople(team, { query: '', role: 'Engineer', location: 'Lisbon' })),
    ).toEqual(['ada']);
    expect(
      ids(
        filterPeople(team, { query: 'tanaka', role: 'Engineer', location: 'all' }),
      ),
    ).toEqual(['hiro']);
    expect(
      filterPeople(team, { query: 'ada', role: 'Designer', location: 'all' }),
    ).toEqual([]);
  });

  it('does not change the list it was given', () => {
    const copy = [...team];
    filterPeople(team, { ...NO_FILTERS, role: 'Designer' });
    expect(team).toEqual(copy);
  });
});

describe('hasActiveFilters', () => {
  it('is false with no filters or a blank query', () => {
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, query: '  ' })).toBe(false);
  });

  it('is true as soon as one filter is on', () => {
    expect(hasActiveFilters({ ...NO_FILTERS, query: 'a' })).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, role: 'Researcher' })).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, location: 'Osaka' })).toBe(true);
  });
});

describe('initials', () => {
  it.each([
    ['Ada Whitlock', 'AW'],
    ['  jonas   lindqvist ', 'JL'],
    ['Maria de la Cruz', 'MC'],
    ['Prince', 'P'],
    ['émile zola', 'ÉZ'],
    ['', '?'],
    ['   ', '?'],
  ])('%j → %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('keeps a letter outside the basic plane whole', () => {
    expect(initials('𝒜da Lane')).toBe('𝒜L');
  });
});

describe('peopleCountLabel', () => {
  it.each([
    [0, '0 people'],
    [1, '1 person'],
    [2, '2 people'],
    [16, '16 people'],
  ])('%i → %s', (count, label) => {
    expect(peopleCountLabel(count)).toBe(label);
  });
});

describe('facetCounts', () => {
  it('counts each role among everyone when nothing is filtered', () => {
    const counts = facetCounts(team, NO_FILTERS, 'role');
    expect(counts.get('Engineer')).toBe(2);
    expect(counts.get('Designer')).toBe(1);
    expect(counts.get('Researcher')).toBeUndefined();
  });

  it('ignores its own filter but follows the others', () => {
    const filters = {
      query: '',
      role: 'Designer' as const,
      location: 'Lisbon' as const,
    };
    const roles = facetCounts(team, filters, 'role');
    expect(roles.get('Engineer')).toBe(1);
    expect(roles.get('Designer')).toBe(1);
    const locations = facetCounts(team, filters, 'location');
    expect(locations.get('Lisbon')).toBe(1);
    expect(locations.get('Osaka')).toBeUndefined();
  });

  it('adds up to the whole team on the fixtures', () => {
    const counts = facetCounts(PEOPLE, NO_FILTERS, 'location');
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(PEOPLE.length);
  });
});

describe('formatJoined', () => {
  it.each([
    ['2019-04-01', 'April 2019'],
    ['2024-12-31', 'December 2024'],
    ['2020-13-01', '2020-13-01'],
    ['soon', 'soon'],
  ])('%s → %s', (iso, label) => {
    expect(formatJoined(iso)).toBe(label);
  });
});

describe('fixtures', () => {
  it('have unique ids and only the eight portraits the site owns', () => {
    expect(new Set(PEOPLE.map((p) => p.id)).size).toBe(PEOPLE.length);
    const owned = [
      'ada',
      'ben',
      'chloe',
      'david',
      'elena',
      'farid',
      'grace',
      'hiro',
    ].map((n) => `/static/images/avatars/${n}.svg`);
    for (const p of PEOPLE)
      if (p.avatar !== undefined) expect(owned).toContain(p.avatar);
  });
});
