/**
 * The default theme as plain data, for the pages that show its values (the value tables and the default
 * theme viewer). Pure: the caller passes the theme object; nothing here imports MUI, so the browser
 * part of the viewer can use these helpers without the library.
 */

/** A theme value as shown to readers: functions become their signature, everything else stays data. */
export type ThemeNode = string | number | boolean | null | { readonly [key: string]: ThemeNode } | readonly ThemeNode[];

/** Keys of a created theme that are machinery, not values a reader sets or reads. */
const INTERNAL_KEYS = new Set(['internal_cache', 'unstable_sx', 'unstable_sxConfig', 'toRuntimeSource', 'components']);

function functionLabel(fn: (...args: never[]) => unknown, key: string): string {
  return `${key}(${Array.from({ length: fn.length }, (_, index) => String.fromCharCode(97 + index)).join(', ')}) => …`;
}

/** Copies a created theme into plain data (functions as labels, internal keys and cycles left out). */
export function toThemeTree(value: unknown, key = 'theme', ancestors = new Set<object>()): ThemeNode {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'function') return functionLabel(value as (...args: never[]) => unknown, key);
  if (typeof value !== 'object') return String(value);
  // Only an object that contains itself is a cycle; one shared by two keys is copied under both.
  if (ancestors.has(value)) return '[circular]';
  ancestors.add(value);
  try {
    if (Array.isArray(value)) return value.map((item, index) => toThemeTree(item, String(index), ancestors));
    const entries = Object.entries(value as Record<string, unknown>).filter(([name, item]) => !INTERNAL_KEYS.has(name) && item !== undefined);
    return Object.fromEntries(entries.map(([name, item]) => [name, toThemeTree(item, name, ancestors)]));
  } finally {
    ancestors.delete(value);
  }
}

/** The node at a dotted path (`palette.primary`, `shadows.4`); throws naming the first missing key. */
export function nodeAt(tree: ThemeNode, dottedPath: string): ThemeNode {
  let node: ThemeNode = tree;
  const walked: string[] = [];
  for (const key of dottedPath.split('.').filter(Boolean)) {
    const children: Record<string, ThemeNode> | null = node !== null && typeof node === 'object' ? (node as Record<string, ThemeNode>) : null;
    if (!children || !Object.hasOwn(children, key)) {
      const where = walked.length > 0 ? `theme.${walked.join('.')}` : 'the theme';
      const keys = children ? Object.keys(children).join(', ') : 'none: it is a single value';
      throw new Error(`The default theme has no "${key}" under ${where} (path "${dottedPath}"); its keys are: ${keys}`);
    }
    node = children[key] as ThemeNode;
    walked.push(key);
  }
  return node;
}

/** One row of a value table: the path below the table's root and the value as text. */
export interface ThemeRow {
  key: string;
  value: string;
}

/** The leaves under `node` as rows with dotted keys, in the theme's own order. */
export function flattenNode(node: ThemeNode, prefix = ''): ThemeRow[] {
  if (node === null || typeof node !== 'object') return [{ key: prefix, value: formatLeaf(node) }];
  return Object.entries(node).flatMap(([key, child]) => flattenNode(child, prefix ? `${prefix}.${key}` : key));
}

/** A leaf as a reader would write it in code: strings as they are, numbers and booleans as text. */
export function formatLeaf(value: ThemeNode): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** Whether a value is a CSS colour the tables should show a swatch for (hex, rgb(a), hsl(a)). */
export function isColorValue(value: string): boolean {
  return /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value) || /^(?:rgba?|hsla?)\([^)]*\)$/i.test(value);
}

/** Every path of the tree whose key path or value contains `query` (case-insensitive), with its ancestors. */
export function matchingPaths(tree: ThemeNode, query: string): Set<string> {
  const wanted = query.trim().toLowerCase();
  const matches = new Set<string>();
  const visit = (node: ThemeNode, path: string): boolean => {
    const selfMatches = wanted !== '' && path.toLowerCase().includes(wanted);
    let childMatches = false;
    if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        if (visit(child, path ? `${path}.${key}` : key)) childMatches = true;
      }
    } else if (wanted !== '' && formatLeaf(node).toLowerCase().includes(wanted)) {
      childMatches = true;
    }
    if (selfMatches || childMatches) matches.add(path);
    return selfMatches || childMatches;
  };
  visit(tree, '');
  return matches;
}

/** The dotted path of every branch (object or array with children), for "expand all". */
export function branchPaths(tree: ThemeNode, prefix = ''): string[] {
  if (tree === null || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, child]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    const isBranch = child !== null && typeof child === 'object' && Object.keys(child).length > 0;
    return isBranch ? [path, ...branchPaths(child, path)] : [];
  });
}
