/**
 * The global `gtag` function over `dataLayer`, as the analytics library expects it. The queue works
 * before the library's script arrives, so the site records events at once and loads the script later.
 */

/** Analytics' global command function. */
export type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/** URL of the analytics library for a measurement id. */
export function gtagScriptUrl(id: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
}

/** Defines `window.dataLayer` and `window.gtag` (once) and configures `id`; page views are sent by the site, not automatically. */
export function installGtag(win: Window, id: string): Gtag {
  if (win.gtag) return win.gtag;
  const dataLayer = (win.dataLayer ??= []);
  // The library reads `arguments` objects from the queue, not arrays, so the function must push its own arguments.
  const gtag: Gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  win.gtag = gtag;
  gtag('js', new Date());
  gtag('config', id, { send_page_view: false });
  return gtag;
}

/** Adds the library's script, async, once the browser is idle, so it never blocks rendering. */
export function loadGtagScript(win: Window, id: string): void {
  const add = () => {
    const script = win.document.createElement('script');
    script.async = true;
    script.src = gtagScriptUrl(id);
    win.document.head.appendChild(script);
  };
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(add, { timeout: 4000 });
  else win.setTimeout(add, 1);
}

/** Sends an event through `gtag` when analytics is on; does nothing otherwise. */
export function sendEvent(name: string, params: Record<string, string | number>): void {
  if (typeof window !== 'undefined') window.gtag?.('event', name, params);
}
