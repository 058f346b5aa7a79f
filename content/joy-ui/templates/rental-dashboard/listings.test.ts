import { describe, expect, it } from 'vitest';
import { STAYS } from './data';
import {
  DEFAULT_FILTERS,
  activeFilterCount,
  compareText,
  filterStays,
  formatPrice,
  formatPriceRange,
  formatRating,
  matchesFilters,
  projectToMap,
  sortStays,
  staysCountLabel,
  toggleSaved,
  toggleType,
  visibleStays,
  type Stay,
  type StayFilters,
} from './listings';

function stay(id: string, overrides: Partial<Stay>): Stay {
  return {
    id,
    title: id,
    location: 'Somewhere',
    type: 'Apartment',
    pricePerNight: 100,
    rating: 4.5,
    reviews: 10,
    image: '/static/images/rentals/apartment.svg',
    imageAlt: '',
    coordinates: { lat: 0, lng: 0 },
    ...overrides,
  };
}

const stays: Stay[] = [
  stay('Attic', { type: 'Loft', pricePerNight: 180, rating: 4.9, reviews: 40 }),
  stay('Birch', { type: 'Cabin', pricePerNight: 90, rating: 4.2, reviews: 8 }),
  stay('Cove', { type: 'House', pricePerNight: 300, rating: 4.9, reviews: 120 }),
  stay('Dell', { type: 'Cabin', pricePerNight: 180, rating: 4.6, reviews: 15 }),
  stay('Elm', { type: 'Cottage', pricePerNight: 60, rating: 3.8, reviews: 5 }),
];

const ids = (list: readonly Stay[]) => list.map((s) => s.id);
const filters = (overrides: Partial<StayFilters>): StayFilters => ({
  ...DEFAULT_FILTERS,
  ...overrides,
});

describe('filterStays', () => {
  it('keeps every stay under the default filters, in the original order', () => {
    expect(ids(filterStays(stays, DEFAULT_FILTERS, []))).toEqual([
      'Attic',
      'Birch',
      'Cove',
      'Dell',
      'Elm',
    ]);
  });

  it('includes both ends of the price range', () => {
    expect(ids(filterStays(stays, filters({ price: [90, 180] }), []))).toEqual([
      'Attic',
      'Birch',
      'Dell',
    ]);
    expect(ids(filterStays(stays, filters({ price: [91, 179] }), []))).toEqual([]);
  });

  it('shows only the checked types, and every type when none is checked', () => {
    expect(ids(filterStays(stays, filters({ types: ['Cabin'] }), []))).toEqual([
      'Birch',
      'Dell',
    ]);
    expect(
      ids(filterStays(stays, filters({ types: ['Cabin', 'Cottage'] }), [])),
    ).toEqual(['Birch', 'Dell', 'Elm']);
    expect(filterStays(stays, filters({ types: [] }), [])).toHaveLength(5);
  });

  it('keeps ratings at or above the minimum', () => {
    expect(ids(filterStays(stays, filters({ minRating: 4.6 }), []))).toEqual([
      'Attic',
      'Cove',
      'Dell',
    ]);
  });

  it('shows only saved stays when asked, and nothing when none is saved', () => {
    expect(
      ids(filterStays(stays, filters({ savedOnly: true }), ['Elm', 'Cove'])),
    ).toEqual(['Cove', 'Elm']);
    expect(filterStays(stays, filters({ savedOnly: true }), [])).toEqual([]);
  });

  it('needs every filter to pass at once', () => {
    const combined = filters({
      price: [100, 400],
      types: ['Cabin', 'House'],
      minRating: 4.7,
    });
    expect(ids(filterStays(stays, combined, []))).toEqual(['Cove']);
    expect(matchesFilters(stays[3]!, combined, [])).toBe(false);
  });
});

describe('sortStays', () => {
  it('keeps the given order for "recommended" and returns a copy', () => {
    const sorted = sortStays(stays, 'recommended');
    expect(ids(sorted)).toEqual(ids(stays));
    expect(sorted).not.toBe(stays);
  });

  it('sorts by price both ways, breaking ties by the better rating', () => {
    expect(ids(sortStays(stays, 'price-asc'))).toEqual([
      'Elm',
      'Birch',
      'Attic',
      'Dell',
      'Cove',
    ]);
    expect(ids(sortStays(stays, 'price-desc'))).toEqual([
      'Cove',
      'Attic',
      'Dell',
      'Birch',
      'Elm',
    ]);
  });

  it('sorts by rating, the one with more reviews first on a tie', () => {
    expect(ids(sortStays(stays, 'rating'))).toEqual([
      'Cove',
      'Attic',
      'Dell',
      'Birch',
      'Elm',
    ]);
  });

  it('does not change the list it was given', () => {
    const before = ids(stays);
    sortStays(stays, 'price-desc');
    expect(ids(stays)).toEqual(before);
  });
});

describe('visibleStays', () => {
  it('filters then sorts', () => {
    expect(
      ids(
        visibleStays(stays, filters({ types: ['Cabin', 'Loft'] }), 'price-asc', []),
      ),
    ).toEqual(['Birch', 'Attic', 'Dell']);
  });
});

describe('toggleType', () => {
  it('adds and removes a type, keeping the standard order', () => {
    expect(toggleType(['Cottage'], 'Apartment', true)).toEqual([
      'Apartment',
      'Cottage',
    ]);
    expect(toggleType(['Apartment', 'Cottage'], 'Apartment', false)).toEqual([
      'Cottage',
    ]);
    expect(toggleType(['Cabin'], 'Cabin', true)).toEqual(['Cabin']);
  });
});

describe('toggleSaved', () => {
  it('saves an unsaved stay and removes a saved one, without changing the input', () => {
    const saved = ['a'];
    expect(toggleSaved(saved, 'b')).toEqual(['a', 'b']);
    expect(toggleSaved(['a', 'b'], 'a')).toEqual(['b']);
    expect(saved).toEqual(['a']);
  });
});

describe('activeFilterCount', () => {
  it('counts each filter that differs from the defaults once', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(activeFilterCount(filters({ price: [40, 300] }))).toBe(1);
    expect(
      activeFilterCount(
        filters({ types: ['Loft', 'House'], minRating: 4, savedOnly: true }),
      ),
    ).toBe(3);
  });
});

describe('formatting', () => {
  it('formats prices as whole dollars', () => {
    expect(formatPrice(120)).toBe('$120');
    expect(formatPrice(1200)).toBe('$1,200');
    expect(formatPriceRange([60, 250])).toBe('$60 – $250');
  });

  it("writes prices as Intl's en-US whole-dollar format does", () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    for (const dollars of [0, 1, 59.5, 999, 1000, 12_345, 1_234_567, -40]) {
      expect(formatPrice(dollars)).toBe(intl.format(dollars));
    }
  });

  it("orders the stays' titles as English collation does", () => {
    const titles = STAYS.map((stay) => stay.title);
    const collator = new Intl.Collator('en');
    expect([...titles].sort(compareText)).toEqual([...titles].sort((a, b) => collator.compare(a, b)));
  });

  it('always shows one decimal for a rating', () => {
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(4.85)).toMatch(/^4\.[89]$/);
  });

  it('counts stays with the right plural', () => {
    expect(staysCountLabel(0)).toBe('0 stays');
    expect(staysCountLabel(1)).toBe('1 stay');
    expect(staysCountLabel(12)).toBe('12 stays');
  });
});

describe('projectToMap', () => {
  const bounds = { north: 52.4, south: 52.3, west: 4.8, east: 5.0 };

  it('puts the north-west corner at 0,0 and the south-east corner at the far corner', () => {
    expect(projectToMap({ lat: 52.4, lng: 4.8 }, bounds, 400, 300)).toEqual({
      x: 0,
      y: 0,
    });
    const corner = projectToMap({ lat: 52.3, lng: 5.0 }, bounds, 400, 300);
    expect(corner.x).toBeCloseTo(400);
    expect(corner.y).toBeCloseTo(300);
  });

  it('maps east to larger x and north to smaller y', () => {
    const centre = projectToMap({ lat: 52.35, lng: 4.9 }, bounds, 400, 300);
    expect(centre.x).toBeCloseTo(200);
    expect(centre.y).toBeCloseTo(150);
    const northEast = projectToMap({ lat: 52.375, lng: 4.95 }, bounds, 100, 100);
    expect(northEast.x).toBeCloseTo(75);
    expect(northEast.y).toBeCloseTo(25);
  });

  it('pins a point outside the bounds to the edge', () => {
    expect(projectToMap({ lat: 53, lng: 4 }, bounds, 400, 300)).toEqual({
      x: 0,
      y: 0,
    });
    expect(projectToMap({ lat: 52, lng: 6 }, bounds, 400, 300)).toEqual({
      x: 400,
      y: 300,
    });
  });
});
