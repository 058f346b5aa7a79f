/**
 * The mailbox's rules and state: which messages a folder shows, how many of them are unread,
 * reading, starring and sending. Pure functions over the data in data.ts; the page keeps the state
 * with `mailboxReducer`.
 */
import type { Contact, Mail } from './data';

export type FolderId = 'inbox' | 'starred' | 'sent' | 'drafts' | 'archive';

export const FOLDERS: readonly { id: FolderId; label: string }[] = [
  { id: 'inbox', label: 'Inbox' },
  { id: 'starred', label: 'Starred' },
  { id: 'sent', label: 'Sent' },
  { id: 'drafts', label: 'Drafts' },
  { id: 'archive', label: 'Archive' },
];

/** The name a folder is shown with. */
export function folderLabel(folder: FolderId): string {
  return FOLDERS.find((entry) => entry.id === folder)?.label ?? folder;
}

/** Whether `mail` shows in `folder`: Starred gathers starred messages from every folder. */
export function isInFolder(mail: Mail, folder: FolderId): boolean {
  return folder === 'starred' ? mail.starred : mail.folder === folder;
}

/** The messages of a folder, in the mailbox's order (newest first). */
export function messagesIn(mails: readonly Mail[], folder: FolderId): Mail[] {
  return mails.filter((mail) => isInFolder(mail, folder));
}

/** How many messages of a folder are unread. */
export function unreadCount(mails: readonly Mail[], folder: FolderId): number {
  return mails.filter((mail) => !mail.read && isInFolder(mail, folder)).length;
}

/** `3` → `3 unread`: the words a folder's badge says, to eyes and to screen readers alike. */
export function unreadLabel(count: number): string {
  return `${count} unread`;
}

/** The mailbox with message `id` marked read or unread. */
export function setRead(mails: readonly Mail[], id: string, read: boolean): Mail[] {
  return mails.map((mail) =>
    mail.id === id && mail.read !== read ? { ...mail, read } : mail,
  );
}

/** The mailbox with message `id` turned from read to unread or back. */
export function toggleRead(mails: readonly Mail[], id: string): Mail[] {
  return mails.map((mail) =>
    mail.id === id ? { ...mail, read: !mail.read } : mail,
  );
}

/** The mailbox with message `id` starred, or unstarred if it was. */
export function toggleStar(mails: readonly Mail[], id: string): Mail[] {
  return mails.map((mail) =>
    mail.id === id ? { ...mail, starred: !mail.starred } : mail,
  );
}

/** How a contact is named on screen: their name, or their address when there is no name. */
export function contactName(contact: Contact): string {
  return contact.name ?? contact.email;
}

/**
 * Who a message is with, as a list row names it: the sender, or for what the reader wrote (Sent and
 * Drafts) the recipients after "To:".
 */
export function correspondent(mail: Mail): string {
  if (mail.folder === 'sent' || mail.folder === 'drafts') {
    return mail.to.length === 0
      ? 'No recipients'
      : `To: ${mail.to.map(contactName).join(', ')}`;
  }
  return contactName(mail.from);
}

/** The start of a message's text for the list, cut at a word and ended with "…" when longer than `length`. */
export function snippet(mail: Mail, length = 90): string {
  // The greeting line ("Hi Elena,") says nothing in a list, so the snippet starts after it when there is more.
  const paragraphs =
    mail.body.length > 1 && /,$/.test(mail.body[0] ?? '')
      ? mail.body.slice(1)
      : mail.body;
  const text = paragraphs.join(' ').replace(/\s+/g, ' ').trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

export interface MailboxState {
  mails: Mail[];
  folder: FolderId;
  /** The message in the reading pane. */
  selectedId: string | null;
  /** What a phone shows: the message list, or the open message (wider screens show both). */
  view: 'list' | 'message';
  /** Messages sent so far, to number new message ids. */
  sent: number;
  /** The confirmation of the last send, for the status line; null when there is nothing to say. */
  notice: string | null;
}

export type MailboxAction =
  | { type: 'folder'; folder: FolderId }
  | { type: 'open'; id: string }
  | { type: 'back' }
  | { type: 'toggleRead'; id: string }
  | { type: 'toggleStar'; id: string }
  /** `mail` is built by the caller (compose.ts `toMail`) with the time read at the moment of sending. */
  | { type: 'send'; mail: Omit<Mail, 'id'> }
  | { type: 'dismissNotice' };

/** The first screen: the Inbox with its newest message open (already read), phones show the list. */
export function initialMailboxState(mails: readonly Mail[]): MailboxState {
  const first = messagesIn(mails, 'inbox')[0];
  return {
    mails: first === undefined ? [...mails] : setRead(mails, first.id, true),
    folder: 'inbox',
    selectedId: first?.id ?? null,
    view: 'list',
    sent: 0,
    notice: null,
  };
}

/** Applies one user action to the mailbox's state. */
export function mailboxReducer(
  state: MailboxState,
  action: MailboxAction,
): MailboxState {
  switch (action.type) {
    case 'folder':
      return {
        ...state,
        folder: action.folder,
        selectedId: null,
        view: 'list',
        notice: null,
      };
    case 'open':
      if (!state.mails.some((mail) => mail.id === action.id)) return state;
      return {
        ...state,
        mails: setRead(state.mails, action.id, true),
        selectedId: action.id,
        view: 'message',
      };
    case 'back':
      return { ...state, view: 'list' };
    case 'toggleRead':
      return { ...state, mails: toggleRead(state.mails, action.id) };
    case 'toggleStar':
      return { ...state, mails: toggleStar(state.mails, action.id) };
    case 'send': {
      const mail: Mail = { ...action.mail, id: `sent-${state.sent + 1}` };
      const to = mail.to.map(contactName).join(', ');
      return {
        ...state,
        mails: [mail, ...state.mails],
        sent: state.sent + 1,
        notice: `Message sent to ${to}.`,
      };
    }
    case 'dismissNotice':
      return { ...state, notice: null };
  }
}
