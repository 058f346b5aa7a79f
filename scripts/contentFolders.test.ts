import { describe, expect, it } from 'vitest';
import { normalizeFolder, selectPages, type FolderPage } from './contentFolders';

const PAGES: FolderPage[] = [
  { pathname: '/material-ui/react-button', file: 'material-ui/components/button/button.mdx', hasDemos: true },
  { pathname: '/material-ui/react-button-group', file: 'material-ui/components/button-group/button-group.mdx', hasDemos: true },
  { pathname: '/material-ui/getting-started/installation', file: 'material-ui/getting-started/installation.mdx', hasDemos: false },
  { pathname: '/base-ui/react-switch', file: 'base-ui/components/switch/switch.mdx', hasDemos: true },
];

describe('normalizeFolder', () => {
  const root = '/repo';
  const content = '/repo/content';

  it.each([
    ['content/material-ui/components/button', 'material-ui/components/button'],
    ['content/material-ui/components/button/', 'material-ui/components/button'],
    ['./content/base-ui', 'base-ui'],
    ['material-ui/components/button', 'material-ui/components/button'],
    ['content/material-ui/components/button/button.mdx', 'material-ui/components/button/button.mdx'],
    ['content', ''],
  ])('%s → %s', (typed, expected) => {
    expect(normalizeFolder(typed, root, content)).toBe(expected);
  });

  it('reads a path from inside content/ as well', () => {
    expect(normalizeFolder('components/button', '/repo/content/material-ui', content)).toBe('material-ui/components/button');
  });
});

describe('selectPages', () => {
  it('takes the pages under a folder, not those whose folder only starts with the same letters', () => {
    expect(selectPages(PAGES, ['material-ui/components/button'])).toEqual({ demoPages: ['/material-ui/react-button'], otherPages: [], unmatched: [] });
  });

  it('splits pages with demos from the others, over several folders', () => {
    expect(selectPages(PAGES, ['material-ui/getting-started', 'base-ui'])).toEqual({
      demoPages: ['/base-ui/react-switch'],
      otherPages: ['/material-ui/getting-started/installation'],
      unmatched: [],
    });
  });

  it('takes a page by its file', () => {
    expect(selectPages(PAGES, ['material-ui/getting-started/installation.mdx']).otherPages).toEqual(['/material-ui/getting-started/installation']);
  });

  it('names a folder that holds no page', () => {
    expect(selectPages(PAGES, ['joy-ui/components/button', 'base-ui']).unmatched).toEqual(['joy-ui/components/button']);
  });
});
