// Rules for the rental dashboard: which stays match the filters, in which order they are listed,
// where each one sits on the drawn map, and which ones are saved. Pure functions over plain data,
// so the page, the map and the unit tests all read the same answers.

export const STAY_TYPES = [
  'Apartment',
  'House',
  'Cabin',
  'Loft',
  'Cottage',
] as const;

export type StayType = (typeof STAY_TYPES)[number];

/** A point in degrees: latitude grows northwards, longitude eastwards. */
export interface Coordinates {
  lat: number;
  lng: number;
}

export interface Stay {
  id: string;
  title: string;
  location: string;
  type: StayType;
  /** Whole US dollars for one night. */
  pricePerNight: number;
  /** Average guest rating out of 5. */
  rating: number;
  reviews: number;
  image: string;
  imageAlt: string;
  coordinates: Coordinates;
}

/** The ends and step of the price slider, in dollars per night. */
export const PRICE_LIMITS = { min: 40, max: 400, step: 10 } as const;

export interface StayFilters {
  /** Lowest and highest price per night, both included. */
  price: readonly [number, number];
  /** The types to show; none checked means every type. */
  types: readonly StayType[];
  /** Lowest average rating to show; 0 shows every stay. */
  minRating: number;
  /** Show only the stays the guest saved. */
  savedOnly: boolean;
}

export const DEFAULT_FILTERS: StayFilters = {
  price: [PRICE_LIMITS.min, PRICE_LIMITS.max],
  types: [],
  minRating: 0,
  savedOnly: false,
};

export const RATING_OPTIONS: ReadonlyArray<{ value: number; label: string }> = [
  { value: 0, label: 'Any rating' },
  { value: 4, label: '4.0 and up' },
  { value: 4.5, label: '4.5 and up' },
  { value: 4.8, label: '4.8 and up' },
];

export const SORT_OPTIONS = [
  { value: 'recommended', label: 'Recommended' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'rating', label: 'Top rated' },
] as const;

export type SortKey = (typeof SORT_OPTIONS)[number]['value'];

/** How a stay came to be highlighted: the pointer is on it, or it has keyboard focus (on its card or its marker). */
export type ActiveSource = 'hover' | 'focus';

/** Whether one stay passes every filter; `saved` holds the ids of the saved stays. */
export function matchesFilters(
  stay: Stay,
  filters: StayFilters,
  saved: readonly string[],
): boolean {
  const [low, high] = filters.price;
  if (stay.pricePerNight < low || stay.pricePerNight > high) return false;
  if (filters.types.length > 0 && !filters.types.includes(stay.type)) return false;
  if (stay.rating < filters.minRating) return false;
  if (filters.savedOnly && !saved.includes(stay.id)) return false;
  return true;
}

/** The stays that pass every filter, in their original order. */
export function filterStays(
  stays: readonly Stay[],
  filters: StayFilters,
  saved: readonly string[],
): Stay[] {
  return stays.filter((stay) => matchesFilters(stay, filters, saved));
}

/** A to Z, ignoring case and accents; not `localeCompare`, which loads collation data (about 30 ms) on first use. */
export function compareText(a: string, b: string): number {
  const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  const x = fold(a);
  const y = fold(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

const byTitle = (a: Stay, b: Stay) => compareText(a.title, b.title);

const COMPARE: Record<
  Exclude<SortKey, 'recommended'>,
  (a: Stay, b: Stay) => number
> = {
  'price-asc': (a, b) =>
    a.pricePerNight - b.pricePerNight || b.rating - a.rating || byTitle(a, b),
  'price-desc': (a, b) =>
    b.pricePerNight - a.pricePerNight || b.rating - a.rating || byTitle(a, b),
  // More reviews make the same average more trustworthy, so they break a tie.
  rating: (a, b) => b.rating - a.rating || b.reviews - a.reviews || byTitle(a, b),
};

/** A sorted copy; "recommended" keeps the order the stays came in (the host's own ranking). */
export function sortStays(stays: readonly Stay[], sort: SortKey): Stay[] {
  if (sort === 'recommended') return [...stays];
  return [...stays].sort(COMPARE[sort]);
}

/** What the list and the map show: the filtered stays in the chosen order. */
export function visibleStays(
  stays: readonly Stay[],
  filters: StayFilters,
  sort: SortKey,
  saved: readonly string[],
): Stay[] {
  return sortStays(filterStays(stays, filters, saved), sort);
}

/** The types filter with `type` checked or unchecked. */
export function toggleType(
  types: readonly StayType[],
  type: StayType,
  checked: boolean,
): StayType[] {
  // Kept in the STAY_TYPES order, so the same choice always reads the same.
  return STAY_TYPES.filter((t) => (t === type ? checked : types.includes(t)));
}

/** The saved ids with `id` added, or removed when it was already saved. */
export function toggleSaved(saved: readonly string[], id: string): string[] {
  return saved.includes(id)
    ? saved.filter((savedId) => savedId !== id)
    : [...saved, id];
}

/** How many filters differ from the defaults, for the "Reset filters" hint. */
export function activeFilterCount(filters: StayFilters): number {
  let count = 0;
  if (
    filters.price[0] !== DEFAULT_FILTERS.price[0] ||
    filters.price[1] !== DEFAULT_FILTERS.price[1]
  )
    count += 1;
  if (filters.types.length > 0) count += 1;
  if (filters.minRating > 0) count += 1;
  if (filters.savedOnly) count += 1;
  return count;
}

/**
 * `120` → "$120", `1200` → "$1,200". Written out rather than with `Intl.NumberFormat`, whose first use
 * in a page loads the browser's locale data (about 30 ms of main thread) while the page hydrates.
 */
export function formatPrice(dollars: number): string {
  const whole = String(Math.round(Math.abs(dollars))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${dollars < 0 && whole !== '0' ? '-' : ''}$${whole}`;
}

/** `[60, 250]` → "$60 – $250". */
export function formatPriceRange([low, high]: readonly [number, number]): string {
  return `${formatPrice(low)} – ${formatPrice(high)}`;
}

/** `4.8` → "4.8", `4` → "4.0": ratings always show one decimal. */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

/** The results count the status line reads out: "1 stay", "12 stays". */
export function staysCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'stay' : 'stays'}`;
}

/** The part of the world the map shows, in degrees. */
export interface MapBounds {
  north: number;
  south: number;
  west: number;
  east: number;
}

export interface MapPoint {
  x: number;
  y: number;
}

const clamp = (value: number, low: number, high: number) =>
  Math.min(high, Math.max(low, value));

/**
 * Where `point` falls on a map `width` × `height` that shows `bounds`: west at x = 0, north at
 * y = 0. An equirectangular projection is exact enough for a few kilometres of town; a point outside
 * the bounds is pinned to the map's edge so its marker stays reachable.
 */
export function projectToMap(
  point: Coordinates,
  bounds: MapBounds,
  width: number,
  height: number,
): MapPoint {
  const x = ((point.lng - bounds.west) / (bounds.east - bounds.west)) * width;
  const y = ((bounds.north - point.lat) / (bounds.north - bounds.south)) * height;
  return { x: clamp(x, 0, width), y: clamp(y, 0, height) };
}
