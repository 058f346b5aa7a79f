import type { MapBounds, Stay } from './listings';

// Invented stays in and around Lindenport, an invented harbour town. The order is the host's
// "Recommended" ranking. Coordinates are made up to sit on the drawn map (StayMap).

/** The area the map shows. */
export const MAP_BOUNDS: MapBounds = {
  north: 52.42,
  south: 52.3,
  west: 4.78,
  east: 5.02,
};

const IMAGES = {
  apartment: {
    image: '/static/images/rentals/apartment.svg',
    imageAlt: 'Cream apartment building with balconies between two trees',
  },
  house: {
    image: '/static/images/rentals/house.svg',
    imageAlt:
      'White two-storey house with a blue roof and a red door on a green lawn',
  },
  cabin: {
    image: '/static/images/rentals/cabin.svg',
    imageAlt: 'Log cabin with lit windows and a smoking chimney among pine trees',
  },
  loft: {
    image: '/static/images/rentals/loft.svg',
    imageAlt:
      'Bright loft room with a tall steel-framed window, a teal sofa and a potted plant',
  },
  cottage: {
    image: '/static/images/rentals/cottage.svg',
    imageAlt: 'Stone cottage with a thatched roof behind a white fence and flowers',
  },
  city: {
    image: '/static/images/scenes/city.svg',
    imageAlt: 'City skyline with lit windows at dusk',
  },
  lake: {
    image: '/static/images/scenes/lake.svg',
    imageAlt: 'Sailing boat on a calm lake at sunset, with pine trees on the shore',
  },
  coast: {
    image: '/static/images/scenes/coast.svg',
    imageAlt:
      'Sandy beach and a cliff with a red-and-white lighthouse above the sea',
  },
  meadow: {
    image: '/static/images/scenes/meadow.svg',
    imageAlt: 'Green meadow with wildflowers under a blue sky with clouds',
  },
  snow: {
    image: '/static/images/scenes/snow.svg',
    imageAlt:
      'Snowy hills with snow-covered pines and a small cabin while snow falls',
  },
} as const;

export const STAYS: readonly Stay[] = [
  {
    id: 'harbour-light-loft',
    title: 'Harbour Light Loft',
    location: 'Old Harbour, Lindenport',
    type: 'Loft',
    pricePerNight: 185,
    rating: 4.9,
    reviews: 212,
    ...IMAGES.loft,
    coordinates: { lat: 52.364, lng: 4.846 },
  },
  {
    id: 'fernwood-pine-cabin',
    title: 'Fernwood Pine Cabin',
    location: 'Fernwood Hills',
    type: 'Cabin',
    pricePerNight: 150,
    rating: 4.8,
    reviews: 77,
    ...IMAGES.cabin,
    coordinates: { lat: 52.336, lng: 4.972 },
  },
  {
    id: 'canal-view-apartment',
    title: 'Canal View Apartment',
    location: 'Mill Quarter, Lindenport',
    type: 'Apartment',
    pricePerNight: 120,
    rating: 4.6,
    reviews: 148,
    ...IMAGES.apartment,
    coordinates: { lat: 52.376, lng: 4.9 },
  },
  {
    id: 'brookmere-stone-cottage',
    title: 'Brookmere Stone Cottage',
    location: 'Brookmere Village',
    type: 'Cottage',
    pricePerNight: 135,
    rating: 4.9,
    reviews: 64,
    ...IMAGES.cottage,
    coordinates: { lat: 52.404, lng: 4.936 },
  },
  {
    id: 'linden-family-house',
    title: 'Linden Family House',
    location: 'Elm Park, Lindenport',
    type: 'House',
    pricePerNight: 240,
    rating: 4.7,
    reviews: 96,
    ...IMAGES.house,
    coordinates: { lat: 52.324, lng: 4.888 },
  },
  {
    id: 'dockside-studio',
    title: 'Dockside Studio',
    location: 'Old Harbour, Lindenport',
    type: 'Apartment',
    pricePerNight: 75,
    rating: 4.2,
    reviews: 310,
    ...IMAGES.city,
    coordinates: { lat: 52.34, lng: 4.834 },
  },
  {
    id: 'lakeshore-cabin',
    title: 'Lakeshore Cabin',
    location: 'Lake Orla',
    type: 'Cabin',
    pricePerNight: 190,
    rating: 4.5,
    reviews: 58,
    ...IMAGES.lake,
    coordinates: { lat: 52.384, lng: 4.972 },
  },
  {
    id: 'dune-beach-house',
    title: 'Dune Beach House',
    location: 'Sandhaven',
    type: 'House',
    pricePerNight: 320,
    rating: 4.8,
    reviews: 45,
    ...IMAGES.coast,
    coordinates: { lat: 52.314, lng: 4.81 },
  },
  {
    id: 'printworks-loft',
    title: 'Printworks Loft',
    location: 'Mill Quarter, Lindenport',
    type: 'Loft',
    pricePerNight: 210,
    rating: 4.4,
    reviews: 121,
    ...IMAGES.loft,
    coordinates: { lat: 52.352, lng: 4.918 },
  },
  {
    id: 'north-hill-garden-flat',
    title: 'North Hill Garden Flat',
    location: 'North Hill, Lindenport',
    type: 'Apartment',
    pricePerNight: 95,
    rating: 4.7,
    reviews: 180,
    ...IMAGES.apartment,
    coordinates: { lat: 52.4, lng: 4.87 },
  },
  {
    id: 'orchard-lane-cottage',
    title: 'Orchard Lane Cottage',
    location: 'Brookmere Village',
    type: 'Cottage',
    pricePerNight: 110,
    rating: 4.3,
    reviews: 39,
    ...IMAGES.meadow,
    coordinates: { lat: 52.408, lng: 4.99 },
  },
  {
    id: 'snowline-hut',
    title: 'Snowline Hut',
    location: 'Fernwood Hills',
    type: 'Cabin',
    pricePerNight: 65,
    rating: 3.9,
    reviews: 22,
    ...IMAGES.snow,
    coordinates: { lat: 52.314, lng: 4.99 },
  },
];
