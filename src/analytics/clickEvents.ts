/**
 * Click events from data attributes (SPEC §7): the closest element with `data-ga-event-category`
 * names the event; `-action` and `-label` fill it; `-split` (0–1) samples that share of clicks.
 */

/** An event read from a clicked element. */
export interface ClickEvent {
  category: string;
  params: Record<string, string>;
}

/** The event a click on `target` sends, or `null` (no tracked element, or sampled out by `data-ga-event-split`). */
export function clickEventFor(target: EventTarget | null, random: () => number): ClickEvent | null {
  const element = target instanceof Element ? target.closest('[data-ga-event-category]') : null;
  if (!element) return null;
  const category = element.getAttribute('data-ga-event-category') ?? '';
  const split = Number.parseFloat(element.getAttribute('data-ga-event-split') ?? '');
  if (category === '' || (Number.isFinite(split) && split < random())) return null;
  const params: Record<string, string> = {};
  const action = element.getAttribute('data-ga-event-action');
  const label = element.getAttribute('data-ga-event-label');
  if (action !== null) params.eventAction = action;
  if (label !== null) params.eventLabel = label;
  return { category, params };
}

/** Installs one delegated click listener on `doc`; returns the function that removes it. */
export function installClickTracking(doc: Document, send: (name: string, params: Record<string, string>) => void, random: () => number): () => void {
  const onClick = (event: Event) => {
    const found = clickEventFor(event.target, random);
    if (found) send(found.category, found.params);
  };
  // Capture phase: a link that navigates away still reports, and stopPropagation in a component cannot hide it.
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}
