/**
 * The ad choice (SPEC §4): bots get nothing; otherwise the ad network is looked for every 500 ms,
 * up to 30 times. After more than 6 looks without it the reader is treated as having an ad blocker
 * (20 % whitelist message, 80 % in-house ad); the network's element appearing later still wins, and
 * the network's own fallback means an in-house ad.
 */
import { AD_BLOCKER_AFTER_TRIES, AD_MAX_TRIES, AD_POLL_INTERVAL_MS, AD_WHITELIST_PROBABILITY } from './adConstants';

const BOT_PATTERN = /bot|googlebot|crawler|spider|robot|crawling/i;

/** Whether a user agent belongs to a crawler, which gets an empty slot. */
export function isBot(userAgent: string): boolean {
  return BOT_PATTERN.test(userAgent);
}

/** What one look at the slot finds: the network's ad, the network's own fallback, or nothing yet. */
export type NetworkProbe = 'ad' | 'fallback' | null;

/** What the slot shows. `pending` reserves the space while the network is looked for. */
export type AdChoice = 'pending' | 'network' | 'network-fallback' | 'blocker-whitelist' | 'blocker-in-house';

/** Timers, injectable so tests drive the clock. */
export interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface DetectionOptions {
  /** Looks at the slot once. */
  probe: () => NetworkProbe;
  /** Called with each new choice (never twice in a row with the same one). */
  onChoice: (choice: AdChoice) => void;
  /** A number in [0, 1) drawn once to split blocker readers between the message and an in-house ad. */
  random: () => number;
  timers: Timers;
}

/** The choice for a reader with an ad blocker, from one random draw. */
export function blockerChoice(draw: number): AdChoice {
  return draw < AD_WHITELIST_PROBABILITY ? 'blocker-whitelist' : 'blocker-in-house';
}

/** Starts looking for the network's element (the first look is immediate); returns a function that stops. */
export function startAdDetection({ probe, onChoice, random, timers }: DetectionOptions): () => void {
  let handle: unknown;
  let stopped = false;
  let current: AdChoice = 'pending';
  const blockerDraw = random();
  const choose = (next: AdChoice) => {
    if (next === current) return;
    current = next;
    onChoice(next);
  };
  const look = (attempt: number) => {
    if (stopped) return;
    const found = probe();
    if (found !== null) {
      choose(found === 'ad' ? 'network' : 'network-fallback');
      return;
    }
    if (attempt > AD_BLOCKER_AFTER_TRIES) choose(blockerChoice(blockerDraw));
    if (attempt < AD_MAX_TRIES) handle = timers.setTimeout(() => look(attempt + 1), AD_POLL_INTERVAL_MS);
  };
  look(1);
  return () => {
    stopped = true;
    timers.clearTimeout(handle);
  };
}
