/**
 * Fixtures: the mailbox of Elena, who runs the events team at Lumenfield, a (made-up) company that
 * organises conferences. Names, addresses and messages are invented; `.example` addresses cannot
 * reach anyone. Messages are listed newest first; times are wall-clock text (see time.ts).
 */

export interface Contact {
  name?: string;
  email: string;
  avatar?: string;
}

/** Where a message is stored. Starred is not a place but a flag, shown as a folder of its own. */
export type StoredFolder = 'inbox' | 'sent' | 'drafts' | 'archive';

export interface Mail {
  id: string;
  folder: StoredFolder;
  from: Contact;
  to: Contact[];
  subject: string;
  /** Paragraphs. */
  body: string[];
  sentAt: string;
  read: boolean;
  starred: boolean;
}

export const APP_NAME = 'Lumenfield Mail';

export const ME: Contact = {
  name: 'Elena Vasquez',
  email: 'elena@lumenfield.example',
  avatar: '/static/images/avatars/elena.svg',
};

const ada: Contact = {
  name: 'Ada Brennan',
  email: 'ada@brennanbakehouse.example',
  avatar: '/static/images/avatars/ada.svg',
};
const ben: Contact = {
  name: 'Ben Whitlock',
  email: 'ben@whitlockphoto.example',
  avatar: '/static/images/avatars/ben.svg',
};
const chloe: Contact = {
  name: 'Chloe Marchetti',
  email: 'chloe@lumenfield.example',
  avatar: '/static/images/avatars/chloe.svg',
};
const david: Contact = {
  name: 'David Osei',
  email: 'david@inkwellpress.example',
  avatar: '/static/images/avatars/david.svg',
};
const farid: Contact = {
  name: 'Farid Haddad',
  email: 'farid@lumenfield.example',
  avatar: '/static/images/avatars/farid.svg',
};
const grace: Contact = {
  name: 'Grace Okafor',
  email: 'grace@harbourhall.example',
  avatar: '/static/images/avatars/grace.svg',
};
const hiro: Contact = {
  name: 'Hiro Nakamura',
  email: 'hiro@lumenfield.example',
  avatar: '/static/images/avatars/hiro.svg',
};

export const mails: Mail[] = [
  {
    id: 'm-venue',
    folder: 'inbox',
    from: grace,
    to: [ME],
    subject: 'Harbour Hall: final floor plan',
    body: [
      'Hi Elena,',
      'The final floor plan for the Design Systems Day on 24 April is in our shared folder. We moved the coffee stations next to the east stairs so the queue no longer blocks the main doors.',
      'Could you confirm the number of round tables for the lunch by Wednesday?',
      'Best, Grace',
    ],
    sentAt: '2025-03-14T16:42',
    read: true,
    starred: true,
  },
  {
    id: 'm-badges',
    folder: 'inbox',
    from: david,
    to: [ME],
    subject: 'Proof of the attendee badges',
    body: [
      'Hello Elena,',
      'The proof of the badges is ready. The QR codes scan well, but the longest company names wrap onto three lines: could we shrink the type one size?',
      'If you approve by Monday, the badges ship on the 18th.',
      'David, Inkwell Press',
    ],
    sentAt: '2025-03-14T14:05',
    read: false,
    starred: false,
  },
  {
    id: 'm-speakers',
    folder: 'inbox',
    from: chloe,
    to: [ME, hiro],
    subject: 'Speaker page is live',
    body: [
      'Hi both,',
      'The speaker page is on the website now, with photos for nine of the ten speakers. Hiro, can you send the last headshot when you have it?',
      'Chloe',
    ],
    sentAt: '2025-03-14T10:18',
    read: false,
    starred: false,
  },
  {
    id: 'm-catering',
    folder: 'inbox',
    from: ada,
    to: [ME],
    subject: 'Catering menu and allergies',
    body: [
      'Dear Elena,',
      'Here is our proposed menu for 180 guests, with vegan and gluten-free options marked. Please send us the allergy list from the registrations a week before the day.',
      'Warm regards, Ada',
    ],
    sentAt: '2025-03-13T17:30',
    read: false,
    starred: true,
  },
  {
    id: 'm-budget',
    folder: 'inbox',
    from: farid,
    to: [ME],
    subject: 'Budget check for April',
    body: [
      'Hi Elena,',
      'We are at 72% of the event budget with six weeks to go. The photography quote is still open; everything else is signed.',
      'Farid',
    ],
    sentAt: '2025-03-13T09:02',
    read: true,
    starred: false,
  },
  {
    id: 'm-photos',
    folder: 'inbox',
    from: ben,
    to: [ME],
    subject: 'Quote for event photography',
    body: [
      'Hi Elena,',
      'Thanks for thinking of me. A full day with two photographers, edited photos within five days, comes to £2,400 before VAT.',
      'Happy to do a call this week.',
      'Ben',
    ],
    sentAt: '2025-03-12T15:47',
    read: true,
    starred: false,
  },
  {
    id: 'm-retro',
    folder: 'inbox',
    from: hiro,
    to: [ME],
    subject: 'Notes from the autumn meetup retro',
    body: [
      'Hi Elena,',
      'I wrote up the notes from our retro. The top request was longer breaks between talks.',
      'Hiro',
    ],
    sentAt: '2025-03-11T11:20',
    read: true,
    starred: false,
  },
  {
    id: 'm-sent-tables',
    folder: 'sent',
    from: ME,
    to: [grace],
    subject: 'Re: Room set-up',
    body: [
      'Hi Grace,',
      'Twenty round tables of nine should be right. I will confirm the final number next week.',
      'Elena',
    ],
    sentAt: '2025-03-12T12:10',
    read: true,
    starred: false,
  },
  {
    id: 'm-sent-quote',
    folder: 'sent',
    from: ME,
    to: [ben],
    subject: 'Photography for Design Systems Day',
    body: [
      'Hi Ben,',
      'Would you be free on 24 April to photograph our conference at Harbour Hall? Please send a quote.',
      'Elena',
    ],
    sentAt: '2025-03-10T09:30',
    read: true,
    starred: true,
  },
  {
    id: 'm-draft-thanks',
    folder: 'drafts',
    from: ME,
    to: [chloe],
    subject: 'Thank you for the speaker page',
    body: ['Chloe, the page looks great. One small thing:'],
    sentAt: '2025-03-14T10:40',
    read: true,
    starred: false,
  },
  {
    id: 'm-archive-invoice',
    folder: 'archive',
    from: david,
    to: [ME],
    subject: 'Invoice for the February flyers',
    body: [
      'Hello Elena,',
      'Our invoice for the February flyers is £380, payable within 30 days.',
      'David',
    ],
    sentAt: '2025-02-27T08:55',
    read: true,
    starred: false,
  },
];
