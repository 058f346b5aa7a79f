import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackedEvent } from './clickEvents';
import { createSettledEvent, SETTLED_EVENT_MS } from './settledEvent';

const noResults = (query: string) => trackedEvent('search', { eventAction: 'no_results', eventLabel: query });

describe('settled events', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends an event once it has held for the delay', () => {
    const send = vi.fn();
    const settled = createSettledEvent(send);
    settled.update(noResults('zzzq'));
    vi.advanceTimersByTime(SETTLED_EVENT_MS - 1);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledExactlyOnceWith({ category: 'search', params: { eventAction: 'no_results', eventLabel: 'zzzq' } });
  });

  it('sends only the query typing stops at', () => {
    const send = vi.fn();
    const settled = createSettledEvent(send, 500);
    for (const query of ['zzz', 'zzzq', 'zzzqx', 'zzzqxy']) {
      settled.update(noResults(query));
      vi.advanceTimersByTime(300);
    }
    vi.advanceTimersByTime(200);
    expect(send.mock.calls.map(([event]) => event.params.eventLabel)).toEqual(['zzzqxy']);
  });

  it('keeps the timer and sends once when the same event comes again, and again after a change back', () => {
    const send = vi.fn();
    const settled = createSettledEvent(send, 500);
    settled.update(noResults('zzzq'));
    vi.advanceTimersByTime(400);
    settled.update(noResults('zzzq'));
    vi.advanceTimersByTime(100);
    expect(send).toHaveBeenCalledTimes(1);
    settled.update(noResults('zzzq'));
    vi.advanceTimersByTime(1000);
    expect(send).toHaveBeenCalledTimes(1);
    settled.update(null);
    settled.update(noResults('zzzq'));
    vi.advanceTimersByTime(500);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('sends nothing when the state ends before the delay (results came)', () => {
    const send = vi.fn();
    const settled = createSettledEvent(send, 500);
    settled.update(noResults('butto'));
    vi.advanceTimersByTime(100);
    settled.update(null);
    vi.advanceTimersByTime(1000);
    settled.flush();
    expect(send).not.toHaveBeenCalled();
  });

  it('flush sends the pending event at once, and only once', () => {
    const send = vi.fn();
    const settled = createSettledEvent(send, 500);
    settled.update(noResults('zzzq'));
    settled.flush();
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    settled.flush();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
