/** The fixtures of the template: the shared drive of a small design studio. */
import type { FileItem, Person } from './files';

export const DRIVE_NAME = 'Saltmarsh Studio';

const avatar = (file: string) => `/static/images/avatars/${file}.svg`;

/** Whoever is signed in: the owner of every upload. */
export const ME: Person = { name: 'Elena Sokolova', avatar: avatar('elena') };

const ADA: Person = { name: 'Ada Okonkwo', avatar: avatar('ada') };
const BEN: Person = { name: 'Ben Castellano', avatar: avatar('ben') };
const CHLOE: Person = { name: 'Chloé Marchand', avatar: avatar('chloe') };
const DAVID: Person = { name: 'David Mensah', avatar: avatar('david') };
const FARID: Person = { name: 'Farid Haddad', avatar: avatar('farid') };
const HIRO: Person = { name: 'Hiro Nakamura', avatar: avatar('hiro') };
const MARTA: Person = { name: 'Marta Lindqvist' };

/** The drive's quota, in bytes. */
export const QUOTA = 2 * 1024 ** 3;

export const FILES: readonly FileItem[] = [
  {
    id: 'f-01',
    name: 'Harbour festival brief.docx',
    size: 48_620,
    modifiedAt: '2025-04-11T15:20:00Z',
    owner: ME,
    sharedWith: [ADA, BEN],
  },
  {
    id: 'f-02',
    name: 'Lighthouse poster.svg',
    size: 5_240,
    modifiedAt: '2025-04-10T09:05:00Z',
    owner: CHLOE,
    sharedWith: [ME, DAVID],
    preview: {
      src: '/static/images/scenes/coast.svg',
      alt: 'Sandy beach and a cliff with a red-and-white lighthouse above the sea',
    },
  },
  {
    id: 'f-03',
    name: 'Q2 budget.xlsx',
    size: 182_300,
    modifiedAt: '2025-04-09T17:45:00Z',
    owner: FARID,
    sharedWith: [ME],
  },
  {
    id: 'f-04',
    name: 'Client pitch – Tidewater.pptx',
    size: 14_680_064,
    modifiedAt: '2025-04-08T11:30:00Z',
    owner: ME,
    sharedWith: [ADA, FARID, HIRO],
  },
  {
    id: 'f-05',
    name: 'Mountain lodge moodboard.svg',
    size: 4_980,
    modifiedAt: '2025-04-07T08:12:00Z',
    owner: HIRO,
    sharedWith: [ME],
    preview: {
      src: '/static/images/scenes/mountains.svg',
      alt: 'Snow-capped mountains above green hills under a pale sky',
    },
  },
  {
    id: 'f-06',
    name: 'Studio contract 2025.pdf',
    size: 612_000,
    modifiedAt: '2025-04-03T13:00:00Z',
    owner: MARTA,
    sharedWith: [ME, BEN],
  },
  {
    id: 'f-07',
    name: 'Brand film rough cut.mp4',
    size: 268_435_456,
    modifiedAt: '2025-04-02T16:40:00Z',
    owner: DAVID,
    sharedWith: [ME, CHLOE],
  },
  {
    id: 'f-08',
    name: 'Interview with the harbourmaster.m4a',
    size: 22_020_096,
    modifiedAt: '2025-03-28T10:15:00Z',
    owner: BEN,
    sharedWith: [],
  },
  {
    id: 'f-09',
    name: 'Canyon trail map.svg',
    size: 5_760,
    modifiedAt: '2025-03-27T14:22:00Z',
    owner: ME,
    sharedWith: [HIRO],
    preview: {
      src: '/static/images/scenes/canyon.svg',
      alt: 'Red rock canyon with a river running through it',
    },
  },
  {
    id: 'f-10',
    name: 'Font licences.zip',
    size: 3_460_300,
    modifiedAt: '2025-03-21T09:50:00Z',
    owner: ADA,
    sharedWith: [ME, BEN, CHLOE, DAVID],
  },
  {
    id: 'f-11',
    name: 'Meeting notes 12.txt',
    size: 2_140,
    modifiedAt: '2025-03-20T12:00:00Z',
    owner: ME,
    sharedWith: [],
  },
  {
    id: 'f-12',
    name: 'Meeting notes 2.txt',
    size: 1_870,
    modifiedAt: '2025-03-06T12:00:00Z',
    owner: ME,
    sharedWith: [],
  },
  {
    id: 'f-13',
    name: 'Island resort invoice.pdf',
    size: 96_400,
    modifiedAt: '2025-03-14T08:30:00Z',
    owner: FARID,
    sharedWith: [ME, MARTA],
  },
  {
    id: 'f-14',
    name: 'Night market photos.svg',
    size: 5_020,
    modifiedAt: '2025-03-12T19:05:00Z',
    owner: CHLOE,
    sharedWith: [ME],
    preview: {
      src: '/static/images/scenes/city.svg',
      alt: 'City skyline with lit windows at dusk',
    },
  },
  {
    id: 'f-15',
    name: 'Website colours.json',
    size: 1_024,
    modifiedAt: '2025-03-10T10:10:00Z',
    owner: DAVID,
    sharedWith: [ME, ADA],
  },
  {
    id: 'f-16',
    name: 'Print order.csv',
    size: 9_830,
    modifiedAt: '2025-03-04T15:35:00Z',
    owner: BEN,
    sharedWith: [ME],
  },
];
