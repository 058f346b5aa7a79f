'use client';
/** React binding of `createSettledEvent`: sends the event a component shows once it settles, through gtag. */
import { useEffect, useRef } from 'react';
import type { ClickEvent } from './clickEvents';
import { sendEvent } from './gtag';
import { createSettledEvent, SETTLED_EVENT_MS, type SettledEvent } from './settledEvent';

/** Sends `event` (null: none) once it has held for `delayMs`, or on unmount while it still shows. */
export function useSettledEvent(event: ClickEvent | null, delayMs: number = SETTLED_EVENT_MS): void {
  const settled = useRef<SettledEvent>(null);
  useEffect(() => {
    const current = createSettledEvent(({ category, params }) => sendEvent(category, params), delayMs);
    settled.current = current;
    return () => current.flush();
  }, [delayMs]);
  // After every render: an unchanged event is ignored by the helper, so its timer keeps running.
  useEffect(() => {
    settled.current?.update(event);
  });
}
