import { describe, expect, it } from 'vitest';
import {
  assertNoDuplicatePathnames,
  checkPagesAgainstFiles,
  findActivePage,
  flattenPages,
  getNeighbours,
  indexFirst,
  pageFile,
  pageTitle,
  validatePages,
} from './registry';
import type { PageItem, Section } from './types';

const tree: PageItem[] = [
  {
    pathname: '/material-ui/getting-started-group',
    title: 'Getting started',
    children: [
      { pathname: '/material-ui/getting-started', title: 'Overview' },
      { pathname: '/material-ui/getting-started/installation' },
    ],
  },
  {
    pathname: '/material-ui/components',
    title: 'Components',
    children: [
      { pathname: '/material-ui/components/inputs', subheader: 'Inputs', children: [{ pathname: '/material-ui/react-button-group', beta: true }] },
    ],
  },
  { pathname: '/store-link', title: 'Store', href: 'https://mui.com/store/' },
];

const section: Section = { id: 'material-ui', name: 'Material UI', description: '', pathPrefix: '/material-ui', landing: '/material-ui/getting-started', pages: tree };

describe('pageTitle', () => {
  it.each([
    [{ pathname: '/material-ui/react-button-group' }, 'Button group'],
    [{ pathname: '/material-ui/getting-started/installation' }, 'Installation'],
    [{ pathname: '/x', title: 'Given' }, 'Given'],
    [{ pathname: '/x', subheader: 'Inputs' }, 'Inputs'],
  ])('%o → %s', (item, title) => {
    expect(pageTitle(item)).toBe(title);
  });
});

describe('duplicate pathnames', () => {
  it('throws on a repeated pathname, even across groups', () => {
    const pages: PageItem[] = [{ pathname: '/a', children: [{ pathname: '/a/b' }] }, { pathname: '/a/b' }];
    expect(() => assertNoDuplicatePathnames(pages)).toThrowError('Duplicated pathname /a/b in pages');
  });

  it('allows api tab pages to repeat', () => {
    const pages: PageItem[] = [{ pathname: '/base-ui/react-switch/components-api' }, { pathname: '/base-ui/react-switch/components-api' }, { pathname: '/base-ui/react-switch/hooks-api' }, { pathname: '/base-ui/react-switch/hooks-api' }];
    expect(() => assertNoDuplicatePathnames(pages)).not.toThrow();
  });

  it('is enforced by validatePages too', () => {
    expect(() => validatePages('joy-ui', [{ pathname: '/joy-ui/a' }, { pathname: '/joy-ui/a' }])).toThrowError('Duplicated pathname /joy-ui/a in pages');
  });
});

describe('validatePages', () => {
  it('names the section, the item path and the rule', () => {
    expect(() => validatePages('system', [{ pathname: '/system/ok' }, { pathname: 'system/Bad/' }])).toThrowError(
      /Invalid sidebar in content\/system\/pages.ts:\n {2}at pages\[1\]\.pathname: a pathname starts with "\/"/,
    );
  });

  it('rejects unknown fields and unknown plans', () => {
    expect(() => validatePages('system', [{ pathname: '/system/a', plan: 'gold' }])).toThrowError(/pages\[0\]\.plan/);
    expect(() => validatePages('system', [{ pathname: '/system/a', titel: 'typo' }])).toThrowError(/titel/);
  });
});

describe('indexFirst', () => {
  it('keeps the first item of each key, as find would', () => {
    const items = [{ k: 'a', n: 1 }, { k: 'b', n: 2 }, { k: 'a', n: 3 }];
    const index = indexFirst(items, (item) => item.k);
    expect([...index.keys()]).toEqual(['a', 'b']);
    expect(index.get('a')).toBe(items.find((item) => item.k === 'a'));
    expect(index.get('c')).toBeUndefined();
  });
});

describe('tree helpers', () => {
  it('flattens to pages only, in reading order', () => {
    expect(flattenPages(tree).map((p) => p.pathname)).toEqual([
      '/material-ui/getting-started',
      '/material-ui/getting-started/installation',
      '/material-ui/react-button-group',
    ]);
  });

  it('finds the active page with its parents', () => {
    const active = findActivePage(tree, '/material-ui/react-button-group');
    expect(active?.page.beta).toBe(true);
    expect(active?.parents.map(pageTitle)).toEqual(['Components', 'Inputs']);
    expect(findActivePage(tree, '/material-ui/components')).toBeNull();
    expect(findActivePage(tree, '/store-link')).toBeNull();
  });

  it('gives neighbours across groups', () => {
    expect(getNeighbours(tree, '/material-ui/getting-started/installation')).toEqual({
      prev: { pathname: '/material-ui/getting-started', title: 'Overview' },
      next: { pathname: '/material-ui/react-button-group', beta: true },
    });
    expect(getNeighbours(tree, '/material-ui/getting-started').prev).toBeNull();
  });
});

describe('content files', () => {
  it('maps pathnames to files', () => {
    expect(pageFile(section, '/material-ui/react-button-group')).toBe('material-ui/components/button-group/button-group.mdx');
    expect(pageFile(section, '/material-ui/getting-started/installation')).toBe('material-ui/getting-started/installation.mdx');
    expect(pageFile({ id: 'default', pathPrefix: '' }, '/versions')).toBe('default/versions.mdx');
    expect(() => pageFile(section, '/joy-ui/x')).toThrowError(/outside its section's path prefix/);
  });

  it('reports a sidebar entry without a page and a page without a sidebar entry', () => {
    const files = ['material-ui/getting-started.mdx', 'material-ui/components/button-group/button-group.mdx', 'material-ui/orphan.mdx'];
    expect(checkPagesAgainstFiles([section], files)).toEqual([
      'Sidebar entry /material-ui/getting-started/installation (content/material-ui/pages.ts) has no page: create content/material-ui/getting-started/installation.mdx.',
      'Page content/material-ui/orphan.mdx is not reached by any sidebar: add its pathname to a content/*/pages.ts, or delete it.',
    ]);
  });
});
