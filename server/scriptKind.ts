/**
 * What a `<script>` element is, from its `type` attribute, by the HTML standard's "prepare the script
 * element" steps: the one rule that the CSP hashing (server/securityHeaders.ts), the benchmark
 * (scripts/benchLib.ts) and the bundle test (e2e/bundle.spec.ts) share. Pure, so any of them may import it.
 */

/** A classic or module script runs; an import map or speculation rules are read by the browser; anything else is a data block. */
export type ScriptKind = 'classic' | 'module' | 'importmap' | 'speculationrules' | 'data';

// The standard's "JavaScript MIME type essence" strings; parameters (`;charset=…`) make a type match none of them.
const JAVASCRIPT_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/** The kind of a script whose `type` attribute is `type` (undefined when absent); case and outer whitespace do not count. */
export function scriptKind(type: string | undefined): ScriptKind {
  // HTML strips ASCII whitespace (tab, LF, FF, CR, space) only, not every Unicode space.
  const value = (type ?? '').replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '').toLowerCase();
  if (value === '' || JAVASCRIPT_TYPES.has(value)) return 'classic';
  if (value === 'module' || value === 'importmap' || value === 'speculationrules') return value;
  return 'data';
}

/** Whether the browser acts on an inline script of this type, so a CSP must admit its hash (everything but data blocks). */
export function isExecutableScript(type: string | undefined): boolean {
  return scriptKind(type) !== 'data';
}

/**
 * Whether a module-capable browser downloads and runs the `src` of a script with these attributes:
 * classic and module scripts only, and a classic one not marked `nomodule` (module scripts ignore it).
 */
export function loadsScriptSource(attributes: { type: string | undefined; nomodule: boolean }): boolean {
  const kind = scriptKind(attributes.type);
  return kind === 'module' || (kind === 'classic' && !attributes.nomodule);
}

/**
 * Marks a script the build turned inert (`type="text/plain"`) so that it loads just after the first
 * paint instead (scripts/afterPaintScripts.ts). The browser still downloads and runs it on every load,
 * so the bench's first-load JavaScript and the bundle test count it.
 */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

const ATTRIBUTE = /([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/**
 * The attributes of a start tag, from the text between its name and its `>`: names lower-cased, the
 * first of a repeated name wins (as in HTML), values as written (entities are not decoded).
 */
export function tagAttributes(source: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]?.toLowerCase();
    if (name !== undefined && !result.has(name)) result.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return result;
}
