/** Ad analytics (SPEC §7): events `ad` with eventAction display, click or crash and a label; display is delayed and sampled. */
import { AD_DISPLAY_DELAY_MS } from './adConstants';
import type { Timers } from './adChoice';

/** The actions an ad event carries. */
export type AdEventAction = 'display' | 'click' | 'crash';

/** Sends one analytics event; the site passes `sendEvent` from the analytics module. */
export type SendEvent = (name: string, params: Record<string, string | number>) => void;

/** Sends an ad event. */
export function sendAdEvent(send: SendEvent, action: AdEventAction, label: string): void {
  send('ad', { eventAction: action, eventLabel: label });
}

/**
 * Schedules the display event of an ad that just showed: sent after 2500 ms for a share of
 * displays equal to `displayRatio`. Returns a cancel function, called when the ad goes away.
 */
export function scheduleDisplayEvent(options: { label: string; displayRatio: number; random: () => number; timers: Timers; send: SendEvent }): () => void {
  const { label, displayRatio, random, timers, send } = options;
  if (!(random() < displayRatio)) return () => {};
  let sent = false;
  const handle = timers.setTimeout(() => {
    sent = true;
    sendAdEvent(send, 'display', label);
  }, AD_DISPLAY_DELAY_MS);
  return () => {
    if (!sent) timers.clearTimeout(handle);
  };
}
