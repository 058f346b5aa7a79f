import { describe, expect, it } from 'vitest';
import { ME, mails, type Mail } from './data';
import {
  FOLDERS,
  correspondent,
  folderLabel,
  initialMailboxState,
  mailboxReducer,
  messagesIn,
  setRead,
  snippet,
  toggleRead,
  toggleStar,
  unreadCount,
  unreadLabel,
  type MailboxState,
} from './mailbox';

function mail(
  id: string,
  folder: Mail['folder'],
  read: boolean,
  starred = false,
): Mail {
  return {
    id,
    folder,
    from: { name: 'Ada', email: 'ada@example.com' },
    to: [ME],
    subject: id,
    body: ['Text'],
    sentAt: '2025-03-01T09:00',
    read,
    starred,
  };
}

const box = [
  mail('a', 'inbox', false, true),
  mail('b', 'inbox', true),
  mail('c', 'sent', true, true),
  mail('d', 'archive', false, true),
  mail('e', 'drafts', true),
];

describe('folders', () => {
  it('filter by where a message is stored, keeping the order', () => {
    expect(messagesIn(box, 'inbox').map((m) => m.id)).toEqual(['a', 'b']);
    expect(messagesIn(box, 'sent').map((m) => m.id)).toEqual(['c']);
    expect(messagesIn(box, 'drafts').map((m) => m.id)).toEqual(['e']);
    expect(messagesIn(box, 'archive').map((m) => m.id)).toEqual(['d']);
  });

  it('gather starred messages from every folder into Starred', () => {
    expect(messagesIn(box, 'starred').map((m) => m.id)).toEqual(['a', 'c', 'd']);
  });

  it('have labels', () => {
    expect(FOLDERS.map((f) => folderLabel(f.id))).toEqual([
      'Inbox',
      'Starred',
      'Sent',
      'Drafts',
      'Archive',
    ]);
  });
});

describe('unread counts', () => {
  it('count the unread messages a folder shows', () => {
    expect(unreadCount(box, 'inbox')).toBe(1);
    expect(unreadCount(box, 'starred')).toBe(2);
    expect(unreadCount(box, 'sent')).toBe(0);
    expect(unreadLabel(2)).toBe('2 unread');
  });
});

describe('read and star', () => {
  it('toggle read both ways, one message only, without changing the input', () => {
    const once = toggleRead(box, 'a');
    expect(once.find((m) => m.id === 'a')?.read).toBe(true);
    expect(unreadCount(once, 'inbox')).toBe(0);
    expect(toggleRead(once, 'a').find((m) => m.id === 'a')?.read).toBe(false);
    expect(box[0]?.read).toBe(false);
    expect(once[1]).toBe(box[1]);
  });

  it('set read to a given value, leaving an already-set message as it is', () => {
    expect(setRead(box, 'a', true)[0]?.read).toBe(true);
    expect(setRead(box, 'b', true)[1]).toBe(box[1]);
    expect(setRead(box, 'b', false)[1]?.read).toBe(false);
  });

  it('toggle the star', () => {
    expect(toggleStar(box, 'b').find((m) => m.id === 'b')?.starred).toBe(true);
    expect(messagesIn(toggleStar(box, 'a'), 'starred').map((m) => m.id)).toEqual([
      'c',
      'd',
    ]);
  });
});

describe('list rows', () => {
  it('name the sender, or the recipients of what the reader wrote', () => {
    expect(correspondent(box[0]!)).toBe('Ada');
    expect(
      correspondent({
        ...box[2]!,
        to: [{ name: 'Ben', email: 'ben@example.com' }, { email: 'x@example.com' }],
      }),
    ).toBe('To: Ben, x@example.com');
    expect(correspondent({ ...box[4]!, to: [] })).toBe('No recipients');
  });

  it('cut the snippet at a word, skipping the greeting', () => {
    const long = {
      ...box[0]!,
      body: [
        'Hi Elena,',
        'The quick brown fox jumps over the lazy dog again and again.',
      ],
    };
    expect(snippet(long, 30)).toBe('The quick brown fox jumps…');
    expect(snippet(long)).toBe(
      'The quick brown fox jumps over the lazy dog again and again.',
    );
    expect(snippet({ ...box[0]!, body: ['Short note,'] })).toBe('Short note,');
  });
});

describe('mailboxReducer', () => {
  it('starts in the Inbox with the newest message open and read', () => {
    const state = initialMailboxState(mails);
    expect(state.folder).toBe('inbox');
    expect(state.selectedId).toBe(messagesIn(mails, 'inbox')[0]?.id);
    expect(state.mails.find((m) => m.id === state.selectedId)?.read).toBe(true);
    expect(state.view).toBe('list');
  });

  it('opening a message reads it and shows it; back returns to the list', () => {
    let state = initialMailboxState(box);
    state = mailboxReducer(state, { type: 'open', id: 'd' });
    expect(state.selectedId).toBe('d');
    expect(state.view).toBe('message');
    expect(unreadCount(state.mails, 'archive')).toBe(0);
    state = mailboxReducer(state, { type: 'toggleRead', id: 'd' });
    expect(unreadCount(state.mails, 'archive')).toBe(1);
    expect(mailboxReducer(state, { type: 'back' }).view).toBe('list');
  });

  it('changing folder closes the open message and clears the notice', () => {
    let state: MailboxState = {
      ...initialMailboxState(box),
      notice: 'Message sent to x.',
    };
    state = mailboxReducer(state, { type: 'folder', folder: 'sent' });
    expect(state).toMatchObject({
      folder: 'sent',
      selectedId: null,
      view: 'list',
      notice: null,
    });
  });

  it('sending adds the message to the top of Sent and says so', () => {
    let state = initialMailboxState(box);
    const sent: Omit<Mail, 'id'> = {
      ...mail('x', 'sent', true),
      to: [{ email: 'ben@example.com' }],
      subject: 'Hello',
    };
    state = mailboxReducer(state, { type: 'send', mail: sent });
    expect(messagesIn(state.mails, 'sent').map((m) => m.subject)).toEqual([
      'Hello',
      'c',
    ]);
    expect(state.mails[0]?.id).toBe('sent-1');
    expect(state.notice).toBe('Message sent to ben@example.com.');
    expect(mailboxReducer(state, { type: 'dismissNotice' }).notice).toBeNull();
  });
});

describe('fixtures', () => {
  it('have unique ids and are listed newest first', () => {
    expect(new Set(mails.map((m) => m.id)).size).toBe(mails.length);
    const times = mails.filter((m) => m.folder === 'inbox').map((m) => m.sentAt);
    expect(times).toEqual([...times].sort().reverse());
  });
});
