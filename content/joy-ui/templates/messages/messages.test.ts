import { describe, expect, it } from 'vitest';
import { conversations, type Conversation, type Message } from './data';
import {
  appendMessage,
  groupByDay,
  initialMessengerState,
  markRead,
  messengerReducer,
  normalize,
  previewOf,
  searchConversations,
  totalUnread,
  unreadLabel,
} from './messages';

function conversation(
  id: string,
  name: string,
  unread: number,
  texts: string[],
): Conversation {
  return {
    id,
    contact: { name, role: 'Tester', avatar: '' },
    unread,
    messages: texts.map((text, index) => ({
      id: `${id}-${index}`,
      from: 'them',
      text,
      sentAt: `2025-03-1${index}T10:00`,
    })),
  };
}

const list = [
  conversation('a', 'Eléna Ruiz', 2, ['Lunch at the café?', 'Or tomorrow']),
  conversation('b', 'Tom Price', 0, ['Invoice sent']),
  conversation('c', 'Mia Chen', 1, ['The café sign is up']),
];

describe('searchConversations', () => {
  it('returns every conversation, in order, for a blank query', () => {
    expect(searchConversations(list, '').map((c) => c.id)).toEqual(['a', 'b', 'c']);
    expect(searchConversations(list, '   ').map((c) => c.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('matches names and message text, ignoring case and accents', () => {
    expect(searchConversations(list, 'ELENA').map((c) => c.id)).toEqual(['a']);
    expect(searchConversations(list, 'cafe').map((c) => c.id)).toEqual(['a', 'c']);
    expect(searchConversations(list, 'invoice').map((c) => c.id)).toEqual(['b']);
    expect(searchConversations(list, 'zebra')).toEqual([]);
  });

  it('normalizes text for matching', () => {
    expect(normalize('  Café CRÈME ')).toBe('cafe creme');
  });
});

describe('unread counts', () => {
  it('adds up unread messages across conversations', () => {
    expect(totalUnread(list)).toBe(3);
    expect(totalUnread([])).toBe(0);
  });

  it('says the count in words', () => {
    expect(unreadLabel(2)).toBe('2 unread');
  });

  it('marks one conversation read and leaves the others alone', () => {
    const next = markRead(list, 'a');
    expect(next.map((c) => c.unread)).toEqual([0, 0, 1]);
    expect(next[2]).toBe(list[2]);
    expect(list[0]?.unread).toBe(2);
  });
});

describe('appendMessage', () => {
  const message: Message = {
    id: 'new',
    from: 'me',
    text: 'On my way',
    sentAt: '2025-03-20T08:00',
  };

  it('adds the message at the end of the thread and moves the conversation to the top, read', () => {
    const next = appendMessage(list, 'c', message);
    expect(next.map((c) => c.id)).toEqual(['c', 'a', 'b']);
    expect(next[0]?.messages.at(-1)).toEqual(message);
    expect(next[0]?.unread).toBe(0);
    expect(previewOf(next[0]!)).toBe('You: On my way');
    expect(list[2]?.messages).toHaveLength(1);
  });

  it('leaves the list as it was for an unknown conversation', () => {
    expect(appendMessage(list, 'zzz', message).map((c) => c.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});

describe('previewOf', () => {
  it('shows the first line of the other person’s last message as it is', () => {
    expect(previewOf(conversation('x', 'X', 0, ['Hello\nsecond line']))).toBe(
      'Hello',
    );
    expect(previewOf(conversation('x', 'X', 0, []))).toBe('No messages yet');
  });
});

describe('groupByDay', () => {
  it('starts a new group each calendar day, keeping the order', () => {
    const messages: Message[] = [
      { id: '1', from: 'them', text: 'a', sentAt: '2025-03-12T09:00' },
      { id: '2', from: 'me', text: 'b', sentAt: '2025-03-12T23:59' },
      { id: '3', from: 'them', text: 'c', sentAt: '2025-03-13T00:01' },
    ];
    expect(
      groupByDay(messages).map((group) => [
        group.day,
        group.messages.map((m) => m.id),
      ]),
    ).toEqual([
      ['2025-03-12', ['1', '2']],
      ['2025-03-13', ['3']],
    ]);
    expect(groupByDay([])).toEqual([]);
  });
});

describe('messengerReducer', () => {
  it('opens the most recent conversation first and shows phones the list', () => {
    const state = initialMessengerState(list);
    expect(state.selectedId).toBe('a');
    expect(state.view).toBe('list');
    expect(totalUnread(state.conversations)).toBe(1);
  });

  it('opening a conversation reads it and shows its thread', () => {
    let state = initialMessengerState(list);
    state = messengerReducer(state, { type: 'open', id: 'c' });
    expect(state.selectedId).toBe('c');
    expect(state.view).toBe('thread');
    expect(totalUnread(state.conversations)).toBe(0);
    expect(messengerReducer(state, { type: 'back' }).view).toBe('list');
    expect(messengerReducer(state, { type: 'open', id: 'nope' })).toBe(state);
  });

  it('sends the trimmed draft with the given time, clears the draft and moves the conversation up', () => {
    let state = initialMessengerState(list);
    state = messengerReducer(state, {
      type: 'draft',
      id: 'b',
      text: '  Paid, thanks!\n',
    });
    state = messengerReducer(state, {
      type: 'send',
      id: 'b',
      sentAt: '2025-03-20T08:15',
    });
    expect(state.conversations.map((c) => c.id)).toEqual(['b', 'a', 'c']);
    expect(state.conversations[0]?.messages.at(-1)).toEqual({
      id: 'sent-1',
      from: 'me',
      text: 'Paid, thanks!',
      sentAt: '2025-03-20T08:15',
    });
    expect(state.drafts.b).toBe('');
    expect(state.sent).toBe(1);
  });

  it('does not send a blank draft', () => {
    let state = initialMessengerState(list);
    state = messengerReducer(state, { type: 'draft', id: 'c', text: ' \n ' });
    expect(
      messengerReducer(state, { type: 'send', id: 'c', sentAt: '2025-03-20T08:15' }),
    ).toBe(state);
  });

  it('keeps a draft per conversation', () => {
    let state = initialMessengerState(list);
    state = messengerReducer(state, { type: 'draft', id: 'a', text: 'for a' });
    state = messengerReducer(state, { type: 'draft', id: 'b', text: 'for b' });
    expect(state.drafts).toEqual({ a: 'for a', b: 'for b' });
  });
});

describe('fixtures', () => {
  it('have unique ids, threads in time order and unread counts no larger than the thread', () => {
    const ids = conversations.flatMap((c) => [c.id, ...c.messages.map((m) => m.id)]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of conversations) {
      const times = c.messages.map((m) => m.sentAt);
      expect(times).toEqual([...times].sort());
      expect(c.unread).toBeLessThanOrEqual(c.messages.length);
    }
    const newest = conversations.map((c) => c.messages.at(-1)?.sentAt ?? '');
    expect(newest).toEqual([...newest].sort().reverse());
  });
});
