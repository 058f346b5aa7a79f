/**
 * Brings the sidebar's current link into the sidebar's own view without moving the page. Runs from an
 * inline script in the first animation frame (before that frame is painted, before React hydrates).
 * Measuring at once, while the page is still being parsed, forced a layout of the half-parsed document
 * and made the first paint show the app bar alone, the title and description a frame later. So
 * `scrollActiveIntoView` is serialized (see `sidebarScrollScript`) and must stay self-contained:
 * no imports and no module-level names inside its body.
 */

/** Id of the sidebar's `<nav>`. */
export const SIDEBAR_ID = 'sidebar';

/** Scrolls the sidebar `sidebarId` of `doc` so its `aria-current="page"` link sits a third of the way down, when it is out of view. */
export function scrollActiveIntoView(doc: Document, sidebarId: string): void {
  const nav = doc.getElementById(sidebarId);
  const active = nav?.querySelector('[aria-current="page"]');
  if (!nav || !active) return;
  const link = active.getBoundingClientRect();
  const box = nav.getBoundingClientRect();
  if (link.bottom > box.bottom || link.top < box.top) nav.scrollTop += link.top - box.top - box.height / 3;
}

/** The inline script's source: the function above, run on the page's sidebar in the first animation frame. */
export function sidebarScrollScript(): string {
  return `requestAnimationFrame(()=>(${scrollActiveIntoView.toString()})(document,${JSON.stringify(SIDEBAR_ID)}))`;
}
