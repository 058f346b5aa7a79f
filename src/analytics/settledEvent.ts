/**
 * An event about a state that can change at every keystroke (search's "no results"): sent once the
 * state has held for a while, or at once when the view closes while it still shows. A change within
 * the delay replaces the pending event, so typing sends only the query the reader stopped at.
 */
import type { ClickEvent } from './clickEvents';

/** How long a state must hold before its event is sent: longer than a pause between keystrokes. */
export const SETTLED_EVENT_MS = 1000;

/** The event of one view's changing state. */
export interface SettledEvent {
  /** The event the view shows now, or null for none; the same event again keeps its timer (and is not sent twice). */
  update: (event: ClickEvent | null) => void;
  /** Sends the pending event now, if any (the view is closing). */
  flush: () => void;
}

/** Sends each event through `send` once it has been the latest for `delayMs`, or when flushed. */
export function createSettledEvent(send: (event: ClickEvent) => void, delayMs: number = SETTLED_EVENT_MS): SettledEvent {
  let latest: string | null = null;
  let pending: ClickEvent | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const event = pending;
    pending = null;
    if (event) send(event);
  };
  return {
    update: (event) => {
      const key = event && JSON.stringify(event);
      if (key === latest) return;
      latest = key;
      clearTimeout(timer);
      pending = event;
      timer = event ? setTimeout(flush, delayMs) : undefined;
    },
    flush,
  };
}
