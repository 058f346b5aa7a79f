// Fixtures for the Quillpoint account pages: the signed-in person's profile, the photos they can
// choose from, the time zones, their team, their plan and their invoices. Dates are fixed strings,
// so the server and the browser render the same text.

export interface PhotoChoice {
  id: string;
  src: string;
  /** Read out for the photo's radio button (from public/static/images/README.md). */
  alt: string;
}

export const PHOTOS: PhotoChoice[] = [
  {
    id: 'ada',
    src: '/static/images/avatars/ada.svg',
    alt: 'Woman with long dark hair and a purple top on a teal background',
  },
  {
    id: 'ben',
    src: '/static/images/avatars/ben.svg',
    alt: 'Smiling man with short brown hair and a blue shirt on an orange background',
  },
  {
    id: 'chloe',
    src: '/static/images/avatars/chloe.svg',
    alt: 'Woman with blonde hair in a top bun and a green top on a pink background',
  },
  {
    id: 'david',
    src: '/static/images/avatars/david.svg',
    alt: 'Smiling man with a black beard and an orange top on a green background',
  },
  {
    id: 'elena',
    src: '/static/images/avatars/elena.svg',
    alt: 'Woman with curly red hair and a gold necklace on a blue background',
  },
  {
    id: 'farid',
    src: '/static/images/avatars/farid.svg',
    alt: 'Man with glasses and a black beard in a teal sweater on a yellow background',
  },
  {
    id: 'grace',
    src: '/static/images/avatars/grace.svg',
    alt: 'Woman with an afro and gold hoop earrings in a yellow top on a purple background',
  },
  {
    id: 'hiro',
    src: '/static/images/avatars/hiro.svg',
    alt: 'Man with straight black hair and round glasses in a red sweater on a grey background',
  },
];

/** The photo value meaning "no picture: show my initials". */
export const INITIALS_PHOTO = 'initials';

export interface TimeZoneChoice {
  id: string;
  label: string;
}

/** Offsets are the standard (winter) ones, written out so nothing depends on today's date. */
export const TIME_ZONES: TimeZoneChoice[] = [
  { id: 'America/Los_Angeles', label: '(UTC−08:00) Los Angeles' },
  { id: 'America/Toronto', label: '(UTC−05:00) Toronto' },
  { id: 'America/Sao_Paulo', label: '(UTC−03:00) São Paulo' },
  { id: 'Europe/Lisbon', label: '(UTC+00:00) Lisbon' },
  { id: 'Europe/Berlin', label: '(UTC+01:00) Berlin' },
  { id: 'Africa/Nairobi', label: '(UTC+03:00) Nairobi' },
  { id: 'Asia/Kolkata', label: '(UTC+05:30) Kolkata' },
  { id: 'Asia/Tokyo', label: '(UTC+09:00) Tokyo' },
  { id: 'Australia/Sydney', label: '(UTC+10:00) Sydney' },
];

export interface ProfileValues {
  name: string;
  email: string;
  role: string;
  /** One of TIME_ZONES' ids. */
  timeZone: string;
  bio: string;
  /** One of PHOTOS' ids, or INITIALS_PHOTO. */
  photo: string;
}

export const INITIAL_PROFILE: ProfileValues = {
  name: 'Elena Petrova',
  email: 'elena.petrova@quillpoint.example',
  role: 'Research lead',
  timeZone: 'America/Toronto',
  bio: 'I run the interviews and field studies behind Quillpoint’s editor. Ask me about the notes from last month’s visits to newsrooms, or about the survey we send every spring.',
  photo: 'elena',
};

export interface Teammate {
  name: string;
  role: string;
  /** A portrait, or none for initials. */
  photo?: string;
}

export const TEAMMATES: Teammate[] = [
  {
    name: 'Ben Carvalho',
    role: 'Product designer',
    photo: '/static/images/avatars/ben.svg',
  },
  {
    name: 'Grace Oduya',
    role: 'Design systems',
    photo: '/static/images/avatars/grace.svg',
  },
  {
    name: 'Hiro Tanaka',
    role: 'Engineering manager',
    photo: '/static/images/avatars/hiro.svg',
  },
  { name: 'Kemi Adeyemi', role: 'User researcher' },
  { name: 'Noor Rahman', role: 'Data analyst' },
];

export const PLAN = {
  name: 'Team',
  pricePerSeat: 12,
  seatsUsed: 8,
  seats: 10,
  storageUsedGb: 32,
  storageGb: 50,
  renews: '1 March 2025',
  features: [
    'Unlimited documents',
    'Version history for a year',
    'Shared style guides',
    'Priority e-mail support',
  ],
};

export interface Invoice {
  id: string;
  date: string;
  /** In whole US dollars. */
  amount: number;
  status: 'Paid' | 'Due';
}

export const INVOICES: Invoice[] = [
  { id: 'QP-2025-02', date: '1 Feb 2025', amount: 96, status: 'Due' },
  { id: 'QP-2025-01', date: '1 Jan 2025', amount: 96, status: 'Paid' },
  { id: 'QP-2024-12', date: '1 Dec 2024', amount: 84, status: 'Paid' },
  { id: 'QP-2024-11', date: '1 Nov 2024', amount: 84, status: 'Paid' },
];
