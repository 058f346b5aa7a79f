/**
 * The messenger's rules and state: searching conversations, counting unread messages, opening a
 * conversation (which reads it), and sending a message (which moves its conversation to the top).
 * Pure functions over the data in data.ts; the page keeps the state with `messengerReducer`.
 */
import { cleanMessage } from './composer';
import type { Conversation, Message } from './data';
import { dayOf } from './time';

/** Lower-case text without accents, so "elena" finds "Eléna" and "cafe" finds "café". */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** The conversations whose contact's name or any message contains `query` (all of them for a blank query). */
export function searchConversations(
  list: readonly Conversation[],
  query: string,
): Conversation[] {
  const needle = normalize(query);
  if (needle === '') return [...list];
  return list.filter(
    (conversation) =>
      normalize(conversation.contact.name).includes(needle) ||
      conversation.messages.some((message) =>
        normalize(message.text).includes(needle),
      ),
  );
}

/** Unread messages across every conversation. */
export function totalUnread(list: readonly Conversation[]): number {
  return list.reduce((sum, conversation) => sum + conversation.unread, 0);
}

/** `2` → `2 unread`: the words a badge says, to eyes and to screen readers alike. */
export function unreadLabel(count: number): string {
  return `${count} unread`;
}

/** The newest message of a conversation. */
export function lastMessage(conversation: Conversation): Message | undefined {
  return conversation.messages[conversation.messages.length - 1];
}

/** The line under a contact's name in the list: their last message, or "You: …" for the reader's own. */
export function previewOf(conversation: Conversation): string {
  const last = lastMessage(conversation);
  if (last === undefined) return 'No messages yet';
  const firstLine = last.text.split('\n')[0] ?? '';
  return last.from === 'me' ? `You: ${firstLine}` : firstLine;
}

/** The list with conversation `id` read (its unread count back to 0); other conversations untouched. */
export function markRead(list: readonly Conversation[], id: string): Conversation[] {
  return list.map((conversation) =>
    conversation.id === id && conversation.unread > 0
      ? { ...conversation, unread: 0 }
      : conversation,
  );
}

/** The list with `message` added to the end of conversation `id`, which moves to the top and counts as read. */
export function appendMessage(
  list: readonly Conversation[],
  id: string,
  message: Message,
): Conversation[] {
  const target = list.find((conversation) => conversation.id === id);
  if (target === undefined) return [...list];
  const updated: Conversation = {
    ...target,
    messages: [...target.messages, message],
    unread: 0,
  };
  return [updated, ...list.filter((conversation) => conversation.id !== id)];
}

/** A thread's messages split by calendar day, oldest day first, for the day headings. */
export function groupByDay(
  messages: readonly Message[],
): { day: string; messages: Message[] }[] {
  const groups: { day: string; messages: Message[] }[] = [];
  for (const message of messages) {
    const day = dayOf(message.sentAt);
    const current = groups[groups.length - 1];
    if (current !== undefined && current.day === day) current.messages.push(message);
    else groups.push({ day, messages: [message] });
  }
  return groups;
}

export interface MessengerState {
  conversations: Conversation[];
  /** The open conversation. */
  selectedId: string | null;
  /** What a phone shows: the list, or the open thread (wider screens show both). */
  view: 'list' | 'thread';
  query: string;
  /** Unsent text per conversation, so switching conversations keeps what was typed. */
  drafts: Record<string, string>;
  /** Messages sent so far, to number new message ids. */
  sent: number;
}

export type MessengerAction =
  | { type: 'search'; query: string }
  | { type: 'open'; id: string }
  | { type: 'back' }
  | { type: 'draft'; id: string; text: string }
  /** `sentAt` is read from the clock by the caller, at the moment of sending. */
  | { type: 'send'; id: string; sentAt: string };

/** The first screen: the most recent conversation is open (and read), phones show the list. */
export function initialMessengerState(
  list: readonly Conversation[],
): MessengerState {
  const first = list[0];
  return {
    conversations: first === undefined ? [] : markRead(list, first.id),
    selectedId: first?.id ?? null,
    view: 'list',
    query: '',
    drafts: {},
    sent: 0,
  };
}

/** Applies one user action to the messenger's state. */
export function messengerReducer(
  state: MessengerState,
  action: MessengerAction,
): MessengerState {
  switch (action.type) {
    case 'search':
      return { ...state, query: action.query };
    case 'open':
      if (!state.conversations.some((conversation) => conversation.id === action.id))
        return state;
      return {
        ...state,
        conversations: markRead(state.conversations, action.id),
        selectedId: action.id,
        view: 'thread',
      };
    case 'back':
      return { ...state, view: 'list' };
    case 'draft':
      return { ...state, drafts: { ...state.drafts, [action.id]: action.text } };
    case 'send': {
      const text = cleanMessage(state.drafts[action.id] ?? '');
      if (
        text === null ||
        !state.conversations.some((conversation) => conversation.id === action.id)
      )
        return state;
      const message: Message = {
        id: `sent-${state.sent + 1}`,
        from: 'me',
        text,
        sentAt: action.sentAt,
      };
      return {
        ...state,
        conversations: appendMessage(state.conversations, action.id, message),
        drafts: { ...state.drafts, [action.id]: '' },
        sent: state.sent + 1,
      };
    }
  }
}
