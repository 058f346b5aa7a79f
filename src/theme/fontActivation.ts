/**
 * When the site's typefaces (src/theme/fonts.ts) come into use: from the first frame of every page
 * once this browser has the files, and not at all on the page of a first visit.
 *
 * Until `<html data-fonts>` is set, text is drawn in the metric-matched fallbacks (globals.css) and no
 * font file is requested. On a first visit the page stays in them; once it has loaded and the browser
 * is idle, the files are fetched into the HTTP cache (they are immutable, hashed URLs) and a stored
 * value records which files this browser has. Every later page sets the attribute before the body is
 * parsed, so its first frame is already in Inter and JetBrains Mono, read from the cache.
 *
 * Why not swap on the first page: a swap in view re-wraps some lines (the fallbacks match the width of
 * the site's text on average, not of each line: 0.002 on the Toast page at desktop width), and a file
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
  /** How long after the load event the files are fetched, in milliseconds (at the latest, when the browser is busy). */
  idleTimeoutMs: number;
}

export const FONT_ACTIVATION_DEFAULTS: Omit<FontActivationOptions, 'families'> = {
  attribute: 'data-fonts',
  storageKey: 'docs-fonts',
  idleTimeoutMs: 2000,
};

type FontWindow = Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number };

/** Switches the faces on now when this browser has the current files, else fetches them once the page is idle. */
export function activateFonts(win: FontWindow, options: FontActivationOptions): void {
  const doc = win.document;
  // Which faces this browser has fetched: new family names (other files or options) are fetched afresh.
  const version = options.families.join(',');
  let stored: string | null = null;
  try {
    stored = win.localStorage.getItem(options.storageKey);
  } catch {
    // Storage can be blocked: every page is then a first visit, set in the fallbacks.
  }
  if (stored === version) {
    doc.documentElement.setAttribute(options.attribute, '');
    return;
  }
  const fetchFaces = () => {
    const pending: Promise<unknown>[] = [];
    doc.fonts.forEach((face) => {
      if (options.families.indexOf(face.family.replace(/^["']|["']$/g, '')) >= 0) pending.push(face.load());
    });
    if (pending.length === 0) return;
    Promise.all(pending).then(
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
  const whenIdle = () => {
    if (win.requestIdleCallback) win.requestIdleCallback(fetchFaces, { timeout: options.idleTimeoutMs });
    else win.setTimeout(fetchFaces, 0);
  };
  if (doc.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}

/** The inline <head> script: `activateFonts` with the site's options. */
export function fontActivationScript(options: FontActivationOptions): string {
  return `(${activateFonts.toString()})(window,${JSON.stringify(options)})`;
}
