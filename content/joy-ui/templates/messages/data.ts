/**
 * Fixtures: the conversations of Grace, who runs a small design studio (Saltmarsh Studio), with her
 * clients and collaborators. People, companies and messages are invented. Conversations are listed
 * most recent first; times are wall-clock text (see time.ts).
 */

export interface Contact {
  name: string;
  /** What they do, shown under the name in the thread. */
  role: string;
  avatar: string;
}

export interface Message {
  id: string;
  /** `me` is the reader of the app; `them` is the other person in the conversation. */
  from: 'me' | 'them';
  text: string;
  sentAt: string;
}

export interface Conversation {
  id: string;
  contact: Contact;
  /** Oldest first. */
  messages: Message[];
  /** How many of the last messages have not been read yet. */
  unread: number;
}

export const APP_NAME = 'Messages';

export const conversations: Conversation[] = [
  {
    id: 'chloe',
    contact: {
      name: 'Chloe Marchetti',
      role: 'Front-end developer, Saltmarsh Studio',
      avatar: '/static/images/avatars/chloe.svg',
    },
    unread: 0,
    messages: [
      {
        id: 'chloe-1',
        from: 'them',
        text: 'The new menu page is on the staging site. Can you check it on your phone?',
        sentAt: '2025-03-14T15:48',
      },
      {
        id: 'chloe-2',
        from: 'me',
        text: 'Looks great. The prices wrap oddly on small screens though.',
        sentAt: '2025-03-14T16:05',
      },
      {
        id: 'chloe-3',
        from: 'them',
        text: 'Good catch, I will move them under the dish names.',
        sentAt: '2025-03-14T16:12',
      },
      {
        id: 'chloe-4',
        from: 'me',
        text: 'Perfect, thanks! Ship it when you are happy.',
        sentAt: '2025-03-14T16:20',
      },
    ],
  },
  {
    id: 'farid',
    contact: {
      name: 'Farid Haddad',
      role: 'Accountant, Haddad & Reyes',
      avatar: '/static/images/avatars/farid.svg',
    },
    unread: 2,
    messages: [
      {
        id: 'farid-1',
        from: 'me',
        text: 'Hi Farid, I have uploaded the February receipts to the shared folder.',
        sentAt: '2025-03-13T10:02',
      },
      {
        id: 'farid-2',
        from: 'them',
        text: 'Thanks Grace. Two of the print invoices are missing a VAT number.',
        sentAt: '2025-03-14T14:55',
      },
      {
        id: 'farid-3',
        from: 'them',
        text: 'Could you ask the print shop for corrected copies before Friday?',
        sentAt: '2025-03-14T15:02',
      },
    ],
  },
  {
    id: 'ada',
    contact: {
      name: 'Ada Brennan',
      role: 'Owner, Brennan’s Bakehouse',
      avatar: '/static/images/avatars/ada.svg',
    },
    unread: 1,
    messages: [
      {
        id: 'ada-1',
        from: 'them',
        text: 'We loved the second logo sketch with the wheat sheaf.',
        sentAt: '2025-03-12T09:15',
      },
      {
        id: 'ada-2',
        from: 'me',
        text: 'Wonderful! I will refine it and try it in the shop colours.',
        sentAt: '2025-03-12T09:40',
      },
      {
        id: 'ada-3',
        from: 'me',
        text: 'Do you still want the bread bags printed in two colours?',
        sentAt: '2025-03-12T09:41',
      },
      {
        id: 'ada-4',
        from: 'them',
        text: 'Yes please, cream and a deep green. Could we see a mock-up on Monday?',
        sentAt: '2025-03-14T11:47',
      },
    ],
  },
  {
    id: 'hiro',
    contact: {
      name: 'Hiro Nakamura',
      role: 'Illustrator',
      avatar: '/static/images/avatars/hiro.svg',
    },
    unread: 0,
    messages: [
      {
        id: 'hiro-1',
        from: 'me',
        text: 'Would you be free to draw six small icons for the bakery menu?',
        sentAt: '2025-03-13T17:02',
      },
      {
        id: 'hiro-2',
        from: 'them',
        text: 'Happy to. Croissant, loaf, coffee… what are the other three?',
        sentAt: '2025-03-13T18:10',
      },
      {
        id: 'hiro-3',
        from: 'me',
        text: 'Cake slice, baguette and a jar of jam.',
        sentAt: '2025-03-13T18:30',
      },
    ],
  },
  {
    id: 'david',
    contact: {
      name: 'David Osei',
      role: 'Print manager, Inkwell Press',
      avatar: '/static/images/avatars/david.svg',
    },
    unread: 3,
    messages: [
      {
        id: 'david-1',
        from: 'me',
        text: 'Could you quote 2,000 bread bags, two colours, recycled kraft paper?',
        sentAt: '2025-03-11T14:20',
      },
      {
        id: 'david-2',
        from: 'them',
        text: 'Quote attached to your e-mail: delivery in ten working days.',
        sentAt: '2025-03-13T09:02',
      },
      {
        id: 'david-3',
        from: 'them',
        text: 'If you confirm by Tuesday we can add them to next week’s run.',
        sentAt: '2025-03-13T09:10',
      },
      {
        id: 'david-4',
        from: 'them',
        text: 'PS: the kraft paper is a little darker than the sample, I will post a swatch.',
        sentAt: '2025-03-13T09:15',
      },
    ],
  },
  {
    id: 'ben',
    contact: {
      name: 'Ben Whitlock',
      role: 'Photographer',
      avatar: '/static/images/avatars/ben.svg',
    },
    unread: 0,
    messages: [
      {
        id: 'ben-1',
        from: 'them',
        text: 'The bakery shoot is booked for Thursday at 7, before they open.',
        sentAt: '2025-03-12T16:30',
      },
      {
        id: 'ben-2',
        from: 'me',
        text: 'Great. Let’s get the morning light on the window display.',
        sentAt: '2025-03-12T16:45',
      },
    ],
  },
  {
    id: 'elena',
    contact: {
      name: 'Elena Vasquez',
      role: 'Design intern, Saltmarsh Studio',
      avatar: '/static/images/avatars/elena.svg',
    },
    unread: 0,
    messages: [
      {
        id: 'elena-1',
        from: 'them',
        text: 'I finished the colour study for the café signage.',
        sentAt: '2025-03-10T11:20',
      },
      {
        id: 'elena-2',
        from: 'me',
        text: 'Lovely work. Try the green a shade darker so the white text reads well.',
        sentAt: '2025-03-10T11:35',
      },
      { id: 'elena-3', from: 'them', text: 'Will do!', sentAt: '2025-03-10T11:36' },
    ],
  },
];
