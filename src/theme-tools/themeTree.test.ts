import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { branchPaths, flattenNode, formatLeaf, isColorValue, matchingPaths, nodeAt, toThemeTree, type ThemeNode } from './themeTree';

const sample: ThemeNode = {
  palette: {
    mode: 'light',
    primary: { main: '#1976d2', contrastText: '#fff' },
    secondary: { main: '#9c27b0' },
  },
  spacing: 8,
  shadows: ['none', '0px 1px 3px rgba(0,0,0,0.2)'],
  flags: { rounded: true, extra: null },
  empty: {},
};

describe('toThemeTree', () => {
  it('keeps strings, numbers, booleans and null as they are', () => {
    expect(toThemeTree({ a: 'x', b: 2, c: false, d: null })).toEqual({ a: 'x', b: 2, c: false, d: null });
  });

  it('turns functions into labels named after their key, with one letter per parameter', () => {
    const tree = toThemeTree({
      breakpoints: {
        up: (key: string) => key,
        between: (start: string, end: string) => start + end,
        none: () => 0,
      },
    });
    expect(tree).toEqual({ breakpoints: { up: 'up(a) => …', between: 'between(a, b) => …', none: 'none() => …' } });
  });

  it('labels a function at the root "theme" and one in an array by its index', () => {
    expect(toThemeTree((a: number) => a)).toBe('theme(a) => …');
    expect(toThemeTree({ list: [1, (a: number, b: number, c: number) => a + b + c] })).toEqual({ list: [1, '1(a, b, c) => …'] });
  });

  it('drops the internal keys at every depth, and keys whose value is undefined', () => {
    const noop = () => undefined;
    const tree = toThemeTree({
      internal_cache: { a: 1 },
      unstable_sx: noop,
      unstable_sxConfig: { color: {} },
      toRuntimeSource: noop,
      components: { MuiButton: {} },
      nested: { components: 'gone', kept: 'yes', missing: undefined },
      palette: { mode: 'dark' },
    });
    expect(tree).toEqual({ nested: { kept: 'yes' }, palette: { mode: 'dark' } });
  });

  it('copies arrays as arrays', () => {
    const tree = toThemeTree({ shadows: ['none', '0px 1px 2px red'] });
    expect(tree).toEqual({ shadows: ['none', '0px 1px 2px red'] });
    expect(Array.isArray((tree as { shadows: unknown }).shadows)).toBe(true);
  });

  it('replaces a reference back to an ancestor with "[circular]" instead of recursing forever', () => {
    const theme: Record<string, unknown> = { name: 'root', child: { leaf: 1 } };
    theme.self = theme;
    (theme.child as Record<string, unknown>).parent = theme;
    const list: unknown[] = ['a'];
    list.push(list);
    theme.list = list;
    expect(toThemeTree(theme)).toEqual({
      name: 'root',
      child: { leaf: 1, parent: '[circular]' },
      self: '[circular]',
      list: ['a', '[circular]'],
    });
  });

  it('gives plain data that survives a JSON round trip unchanged', () => {
    const tree = toThemeTree({ a: { b: [1, 'two', true, null] }, fn: (x: number) => x });
    expect(JSON.parse(JSON.stringify(tree))).toEqual(tree);
  });

  it('copies the library default theme: values kept, functions labelled, internal keys gone', () => {
    const theme = createTheme();
    const tree = toThemeTree(theme);
    expect(nodeAt(tree, 'zIndex.appBar')).toBe(createTheme().zIndex.appBar);
    expect(nodeAt(tree, 'palette.primary.main')).toBe(theme.palette.primary.main);
    expect(nodeAt(tree, 'breakpoints.up')).toBe('up(a) => …');
    expect(Object.keys(theme)).toEqual(expect.arrayContaining(['unstable_sx', 'unstable_sxConfig']));
    expect(Object.keys(tree as object)).not.toContain('unstable_sx');
    expect(Object.keys(tree as object)).not.toContain('unstable_sxConfig');
    expect(Object.keys(tree as object)).not.toContain('components');
  });
});

describe('nodeAt', () => {
  it('finds a branch, a leaf and an array item by dotted path', () => {
    expect(nodeAt(sample, 'palette.primary')).toEqual({ main: '#1976d2', contrastText: '#fff' });
    expect(nodeAt(sample, 'palette.primary.main')).toBe('#1976d2');
    expect(nodeAt(sample, 'shadows.1')).toBe('0px 1px 3px rgba(0,0,0,0.2)');
    expect(nodeAt(sample, 'flags.extra')).toBeNull();
  });

  it('returns the whole tree for an empty path', () => {
    expect(nodeAt(sample, '')).toBe(sample);
  });

  it('names the missing key, where it was looked for, the path and the keys that exist', () => {
    expect(() => nodeAt(sample, 'palette.tertiary.main')).toThrow(
      new Error('The default theme has no "tertiary" under theme.palette (path "palette.tertiary.main"); its keys are: mode, primary, secondary'),
    );
  });

  it('says "the theme" for a missing top-level key', () => {
    expect(() => nodeAt(sample, 'typography')).toThrow(
      new Error('The default theme has no "typography" under the theme (path "typography"); its keys are: palette, spacing, shadows, flags, empty'),
    );
  });

  it('says the node is a single value when the path goes below a leaf', () => {
    expect(() => nodeAt(sample, 'spacing.unit')).toThrow(
      new Error('The default theme has no "unit" under theme.spacing (path "spacing.unit"); its keys are: none: it is a single value'),
    );
  });

  it('does not find inherited object members', () => {
    expect(() => nodeAt(sample, 'palette.constructor')).toThrow(/no "constructor" under theme\.palette/);
  });
});

describe('flattenNode', () => {
  it('lists the leaves with dotted keys, in the tree order, values as text', () => {
    expect(flattenNode(nodeAt(sample, 'palette'))).toEqual([
      { key: 'mode', value: 'light' },
      { key: 'primary.main', value: '#1976d2' },
      { key: 'primary.contrastText', value: '#fff' },
      { key: 'secondary.main', value: '#9c27b0' },
    ]);
  });

  it('writes numbers, booleans and null as JSON, and array items by index', () => {
    expect(flattenNode({ spacing: 8, flags: { rounded: true, extra: null }, list: ['a', 2] })).toEqual([
      { key: 'spacing', value: '8' },
      { key: 'flags.rounded', value: 'true' },
      { key: 'flags.extra', value: 'null' },
      { key: 'list.0', value: 'a' },
      { key: 'list.1', value: '2' },
    ]);
  });

  it('starts keys from a prefix when given, and gives a leaf one row', () => {
    expect(flattenNode({ main: '#fff' }, 'primary')).toEqual([{ key: 'primary.main', value: '#fff' }]);
    expect(flattenNode(4, 'spacing')).toEqual([{ key: 'spacing', value: '4' }]);
  });

  it('gives no rows for an empty branch', () => {
    expect(flattenNode({})).toEqual([]);
  });
});

describe('formatLeaf', () => {
  it('keeps strings unquoted and writes everything else as JSON', () => {
    expect(formatLeaf('8px')).toBe('8px');
    expect(formatLeaf(1.5)).toBe('1.5');
    expect(formatLeaf(false)).toBe('false');
    expect(formatLeaf(null)).toBe('null');
  });
});

describe('isColorValue', () => {
  it.each(['#abc', '#ABCD', '#1976d2', '#1976D2cc', 'rgb(25, 118, 210)', 'rgba(0, 0, 0, 0.87)', 'RGBA(0,0,0,0.5)', 'hsl(210, 79%, 46%)', 'hsla(210, 79%, 46%, 0.5)'])(
    'accepts %s',
    (value) => {
      expect(isColorValue(value)).toBe(true);
    },
  );

  it.each(['inherit', '1px solid', '1px solid #fff', 'transparent', '#ab', '#abcde', '#1976d2c', '#ggg', '1976d2', 'rgb(0, 0, 0) 1px', '0px 1px 3px rgba(0,0,0,0.2)', ''])(
    'rejects %j',
    (value) => {
      expect(isColorValue(value)).toBe(false);
    },
  );
});

describe('matchingPaths', () => {
  it('matches key paths case-insensitively and includes every ancestor (the root is "")', () => {
    expect([...matchingPaths(sample, 'PRIMARY')].sort()).toEqual(['', 'palette', 'palette.primary', 'palette.primary.contrastText', 'palette.primary.main']);
  });

  it('matches leaf values, with their ancestors only', () => {
    expect([...matchingPaths(sample, '9c27b0')].sort()).toEqual(['', 'palette', 'palette.secondary', 'palette.secondary.main']);
  });

  it('matches numbers, booleans and null by their text', () => {
    expect(matchingPaths(sample, '8')).toEqual(new Set(['', 'spacing']));
    expect(matchingPaths(sample, 'null')).toEqual(new Set(['', 'flags', 'flags.extra']));
  });

  it('matches a key in a dotted path across levels and trims the query', () => {
    expect([...matchingPaths(sample, '  primary.main ')].sort()).toEqual(['', 'palette', 'palette.primary', 'palette.primary.main']);
  });

  it('matches array items by value', () => {
    expect(matchingPaths(sample, 'rgba')).toEqual(new Set(['', 'shadows', 'shadows.1']));
  });

  it('gives an empty set for an empty or blank query, and when nothing matches', () => {
    expect(matchingPaths(sample, '')).toEqual(new Set());
    expect(matchingPaths(sample, '   ')).toEqual(new Set());
    expect(matchingPaths(sample, 'nothing-like-this')).toEqual(new Set());
  });
});

describe('branchPaths', () => {
  it('lists every non-empty object or array, parents before children, leaves and empty branches left out', () => {
    expect(branchPaths(sample)).toEqual(['palette', 'palette.primary', 'palette.secondary', 'shadows', 'flags']);
  });

  it('gives nothing for a leaf, and prefixes paths when asked', () => {
    expect(branchPaths('#fff')).toEqual([]);
    expect(branchPaths({ a: { b: { c: 1 } } }, 'root')).toEqual(['root.a', 'root.a.b']);
  });
});

describe('toThemeTree with shared objects', () => {
  it('copies an object shared by two keys under both, and marks only a real cycle', () => {
    const shared = { main: '#fff' };
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    expect(toThemeTree({ x: shared, y: shared, cyclic })).toEqual({ x: { main: '#fff' }, y: { main: '#fff' }, cyclic: { name: 'loop', self: '[circular]' } });
  });
});
