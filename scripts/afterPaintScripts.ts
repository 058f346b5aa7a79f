/**
 * The export's framework scripts load just after the first paint instead of during parsing.
 *
 * Next puts its chunks in `<head>` as `<script src async>` (plus a low-priority preload). They never
 * block the first paint, but Lighthouse's simulated throttling charges every request that starts
 * before the largest paint to that paint: on a 1.6 Mbit/s phone the 140 KB of chunks pushed LCP to
 * about twice FCP although the largest element (the page description) is in the first paint. Started
 * once the first frame is on screen, the scripts reach a reader a few milliseconds later and behave the
 * same (an async script has no order to keep), and the simulation no longer puts them before the paint.
 *
 * The rewrite: each classic `async` script becomes `<script type="text/plain" data-after-paint src>`
 * (the browser neither fetches nor runs a data block), the script preloads are dropped, and one inline
 * loader at the end of `<head>` (the first `</head>`) turns the marked scripts back into real ones after
 * the first paint, and again at DOMContentLoaded for any parsed after that.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AFTER_PAINT_ATTRIBUTE, scriptKind, tagAttributes } from '../server/scriptKind';
import { inlineCompletedBoundaries } from './inlineBoundaries';

/**
 * The inline loader, kept small and ES5: it runs in <head> on every page. It starts when the browser
 * reports the first paint (a `paint` performance entry, which comes once the frame is on screen; an
 * animation frame comes before it), at once in a hidden or prerendering tab (which does not paint),
 * and at the latest after AFTER_PAINT_FALLBACK_MS where paint entries are not supported or never come.
 */
export const AFTER_PAINT_FALLBACK_MS = 3000;
export const AFTER_PAINT_LOADER = [
  '(function(){var started=false;',
  `function load(){document.querySelectorAll('script[${AFTER_PAINT_ATTRIBUTE}]').forEach(function(inert){`,
  "var script=document.createElement('script');script.src=inert.getAttribute('src');inert.replaceWith(script)})}",
  "function start(){if(started)return;started=true;load();if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',load)}",
  "if(document.visibilityState==='hidden')return start();",
  "var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;",
  "if(types&&types.indexOf('paint')>=0){var observer=new PerformanceObserver(function(){observer.disconnect();start()});observer.observe({type:'paint',buffered:true})}",
  `setTimeout(start,${AFTER_PAINT_FALLBACK_MS})`,
  '})()',
].join('');

// A tag's attribute text; quoted values may contain `>`.
const ATTRS = String.raw`((?:\s(?:[^>"']|"[^"]*"|'[^']*')*)?)`;
/**
 * One pass over the markup, in document order: comments and raw-text elements (script, style, textarea,
 * title) are matched whole, so a `<script` written inside one of them is never taken for a tag; `<link>`
 * start tags and `</head>` are the other stops. Exported pages are React output, whose text escapes `<`.
 */
const SCAN = new RegExp(
  String.raw`<!--[\s\S]*?-->|<script${ATTRS}>([\s\S]*?)</script\s*>|<(style|textarea|title)\b${ATTRS}>[\s\S]*?</\3\s*>|<link${ATTRS}/?>|</head\s*>`,
  'gi',
);

/** Whether the browser would fetch and run this script without blocking the parser (classic, external, async, no body). */
function isAsyncClassicScript(attributes: Map<string, string>, body: string): boolean {
  return (
    scriptKind(attributes.get('type')) === 'classic' &&
    (attributes.get('src') ?? '').trim() !== '' &&
    attributes.has('async') &&
    !attributes.has('nomodule') &&
    !attributes.has(AFTER_PAINT_ATTRIBUTE) &&
    body.trim() === ''
  );
}

function isScriptPreload(attributes: Map<string, string>): boolean {
  const rel = (attributes.get('rel') ?? '').toLowerCase().split(/[\t\n\f\r ]+/);
  return rel.includes('preload') && (attributes.get('as') ?? '').toLowerCase() === 'script';
}

/**
 * `html` with its async scripts loading after the first paint. Returns `html` unchanged when it has
 * none, and never rewrites a document twice (a marked script is not async any more).
 */
export function loadScriptsAfterFirstPaint(html: string): string {
  let headClosed = false;
  let marked = 0;
  const result = html.replace(SCAN, (match: string, scriptAttrs: string | undefined, scriptBody: string | undefined, _raw, _rawAttrs, linkAttrs: string | undefined) => {
    if (scriptAttrs !== undefined && scriptBody !== undefined) {
      const attributes = tagAttributes(scriptAttrs);
      if (!isAsyncClassicScript(attributes, scriptBody)) return match;
      marked++;
      // The value is re-emitted exactly as written (still entity-encoded where it was).
      return `<script type="text/plain" ${AFTER_PAINT_ATTRIBUTE}="" src="${(attributes.get('src') ?? '').replace(/"/g, '&quot;')}"></script>`;
    }
    if (linkAttrs !== undefined) return isScriptPreload(tagAttributes(linkAttrs)) ? '' : match;
    if (match[1] === '/' && !headClosed) {
      headClosed = true;
      return `<script>${AFTER_PAINT_LOADER}</script>${match}`;
    }
    return match;
  });
  if (marked === 0) return html;
  if (!headClosed) throw new Error('loadScriptsAfterFirstPaint: the document has no </head> to put the loader before');
  return result;
}

/**
 * Rewrites every exported HTML file under `outDir` in place (Suspense boundaries in their place,
 * scripts after the first paint); returns how many changed.
 */
export async function rewriteExport(outDir: string): Promise<number> {
  let changed = 0;
  for (const entry of await readdir(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const html = await readFile(file, 'utf8');
    const rewritten = loadScriptsAfterFirstPaint(inlineCompletedBoundaries(html));
    if (rewritten === html) continue;
    await writeFile(file, rewritten);
    changed++;
  }
  return changed;
}
