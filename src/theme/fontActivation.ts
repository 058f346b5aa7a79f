/**
 * When the site's typefaces (src/theme/fonts.ts) come into use: from the first frame of every page
 * once this browser has the files, and not at all on the page of a first visit. The page never swaps
 * faces in view.
 *
 * Until `<html data-fonts>` is set, text is drawn in the metric-matched fallbacks (globals.css) and no
 * font file is requested. On a first visit the page stays in them; once it has loaded and painted and
 * the browser is idle, the files are fetched into the HTTP cache (immutable, hashed URLs) and a stored
 * value records which files this browser has. A later page asks for them at once; read from the cache
 * they are ready before its first paint, and the attribute is set then, so its first frame is already
 * in Inter and JetBrains Mono. If they are not ready by then (the cache was emptied), that page stays
 * in the fallbacks while the files arrive for the next one.
 *
 * Why not swap on the first page: a swap in view re-wraps some lines (the fallbacks match the width of
 * the site's text on average, not of each line: 0.03 on the Toast page on a phone, a link's words
 * moving to the next line), and a file
 * requested before the largest paint is charged to it by Lighthouse's simulated throttling (LCP was
 * 1.35 × FCP with Inter preloaded). The cost is that the first page a reader opens is set in the
 * fallbacks, which take the same room.
 *
 * `activateFonts` is self-contained: the inline script in <head> is its source text (`fontActivationScript`).
 */

export interface FontActivationOptions {
  /** The attribute set on <html> that switches the faces on. */
  attribute: string;
  /** localStorage key recording which files this browser has fetched. */
  storageKey: string;
  /** The site's face families, as next/font names them. */
  families: string[];
  /** On a first visit, how long after the load event and the first paint the files are fetched (ms). */
  afterPaintMs: number;
  /** Then at the latest after this long, when the browser stays busy (ms). */
  idleTimeoutMs: number;
  /** Where paints are not reported: how soon the cached files must be ready for this page to use them (ms). */
  readyWithinMs: number;
}

export const FONT_ACTIVATION_DEFAULTS: Omit<FontActivationOptions, 'families'> = {
  attribute: 'data-fonts',
  storageKey: 'docs-fonts',
  afterPaintMs: 1000,
  idleTimeoutMs: 2000,
  readyWithinMs: 100,
};

type FontWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  PerformanceObserver?: typeof PerformanceObserver;
};

/**
 * Switches the faces on when this browser has fetched them before and they are ready before the
 * page's first paint; otherwise the page stays in the fallbacks, and on a first visit the files are
 * fetched once the page has loaded and painted.
 */
export function activateFonts(win: FontWindow, options: FontActivationOptions): void {
  const doc = win.document;
  const start = win.performance.now();
  /** Whether the page has painted anything yet; null where the browser does not report paints. */
  const hasPainted = (): boolean | null => {
    const Observer = win.PerformanceObserver;
    if (!Observer || Observer.supportedEntryTypes.indexOf('paint') < 0) return null;
    return win.performance.getEntriesByType('paint').length > 0;
  };
  // Which faces this browser has fetched: new family names (other files or options) are fetched afresh.
  const version = options.families.join(',');
  let stored: string | null = null;
  try {
    stored = win.localStorage.getItem(options.storageKey);
  } catch {
    // Storage can be blocked: every page is then a first visit, set in the fallbacks.
  }
  const load = (): Promise<unknown> => {
    const pending: Promise<unknown>[] = [];
    doc.fonts.forEach((face) => {
      if (options.families.indexOf(face.family.replace(/^["']|["']$/g, '')) >= 0) pending.push(face.load());
    });
    return pending.length === 0 ? Promise.reject(new Error('no face')) : Promise.all(pending);
  };
  if (stored === version) {
    // Read from the cache, the files are ready within milliseconds, before the first paint. When they
    // are not (the cache was emptied), this page stays in the fallbacks: a swap in view re-wraps lines.
    load().then(
      () => {
        const painted = hasPainted();
        if (painted === false || (painted === null && win.performance.now() - start < options.readyWithinMs)) doc.documentElement.setAttribute(options.attribute, '');
      },
      () => undefined,
    );
    return;
  }
  const remember = () => {
    load().then(
      () => {
        try {
          win.localStorage.setItem(options.storageKey, version);
        } catch {
          // Nothing to remember: the next page stays in the fallbacks too.
        }
      },
      () => undefined,
    );
  };
  // After the load event and the first paint, and a little later still: a request made before the
  // largest paint would be counted against it (Lighthouse's simulation does).
  const later = () => win.setTimeout(() => (win.requestIdleCallback ? win.requestIdleCallback(remember, { timeout: options.idleTimeoutMs }) : remember()), options.afterPaintMs);
  const afterPaint = () => {
    const PaintObserver = win.PerformanceObserver;
    if (hasPainted() !== false || !PaintObserver) return later();
    const observer = new PaintObserver(() => {
      observer.disconnect();
      later();
    });
    observer.observe({ type: 'paint' });
  };
  if (doc.readyState === 'complete') afterPaint();
  else win.addEventListener('load', afterPaint, { once: true });
}

/** The inline <head> script: `activateFonts` with the site's options. */
export function fontActivationScript(options: FontActivationOptions): string {
  return `(${activateFonts.toString()})(window,${JSON.stringify(options)})`;
}
