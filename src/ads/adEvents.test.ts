import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleDisplayEvent, sendAdEvent } from './adEvents';

const timers = { setTimeout: (cb: () => void, ms: number) => setTimeout(cb, ms), clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>) };

describe('ad events', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the display event 2500 ms after the ad shows', () => {
    const send = vi.fn();
    scheduleDisplayEvent({ label: 'feed', displayRatio: 0.1, random: () => 0.05, timers, send });
    vi.advanceTimersByTime(2499);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledExactlyOnceWith('ad', { eventAction: 'display', eventLabel: 'feed' });
  });

  it('samples displays by the display ratio', () => {
    const send = vi.fn();
    for (let i = 0; i < 100; i += 1) scheduleDisplayEvent({ label: 'in-house', displayRatio: 0.1, random: () => i / 100, timers, send });
    vi.advanceTimersByTime(2500);
    expect(send).toHaveBeenCalledTimes(10);
    scheduleDisplayEvent({ label: 'in-house', displayRatio: 0.1, random: () => 0.1, timers, send });
    vi.advanceTimersByTime(2500);
    expect(send).toHaveBeenCalledTimes(10);
  });

  it('is cancelled when the ad goes away first', () => {
    const send = vi.fn();
    const cancel = scheduleDisplayEvent({ label: 'feed', displayRatio: 1, random: () => 0.5, timers, send });
    vi.advanceTimersByTime(2000);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends crash and click events with their label', () => {
    const send = vi.fn();
    sendAdEvent(send, 'crash', 'feed');
    sendAdEvent(send, 'click', 'in-house');
    expect(send.mock.calls).toEqual([
      ['ad', { eventAction: 'crash', eventLabel: 'feed' }],
      ['ad', { eventAction: 'click', eventLabel: 'in-house' }],
    ]);
  });
});
