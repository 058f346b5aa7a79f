// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackedEvent, type ClickEvent } from './clickEvents';
import { SETTLED_EVENT_MS } from './settledEvent';
import { useSettledEvent } from './useSettledEvent';

const noResults = (query: string) => trackedEvent('search', { eventAction: 'no_results', eventLabel: query });
/** The hook under a component that shows `event`. */
const renderShowing = (event: ClickEvent | null) => renderHook(({ shown }: { shown: ClickEvent | null }) => useSettledEvent(shown), { initialProps: { shown: event } });

describe('useSettledEvent', () => {
  const gtag = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    window.gtag = gtag;
  });
  afterEach(() => {
    cleanup();
    delete window.gtag;
    gtag.mockReset();
    vi.useRealTimers();
  });

  it('sends through gtag the event shown when re-renders stop changing it, once', () => {
    const { rerender } = renderShowing(noResults('zzz'));
    vi.advanceTimersByTime(SETTLED_EVENT_MS / 2);
    rerender({ shown: noResults('zzzq') });
    vi.advanceTimersByTime(SETTLED_EVENT_MS / 2);
    // A render with an equal (new) object keeps the timer.
    rerender({ shown: noResults('zzzq') });
    vi.advanceTimersByTime(SETTLED_EVENT_MS / 2);
    expect(gtag).toHaveBeenCalledExactlyOnceWith('event', 'search', { eventAction: 'no_results', eventLabel: 'zzzq' });
    rerender({ shown: noResults('zzzq') });
    vi.advanceTimersByTime(SETTLED_EVENT_MS * 2);
    expect(gtag).toHaveBeenCalledTimes(1);
  });

  it('sends the pending event when the component unmounts, and nothing for a state that ended', () => {
    const { rerender, unmount } = renderShowing(noResults('butto'));
    rerender({ shown: null });
    vi.advanceTimersByTime(SETTLED_EVENT_MS * 2);
    expect(gtag).not.toHaveBeenCalled();
    rerender({ shown: noResults('zzzq') });
    unmount();
    expect(gtag).toHaveBeenCalledExactlyOnceWith('event', 'search', { eventAction: 'no_results', eventLabel: 'zzzq' });
  });
});
