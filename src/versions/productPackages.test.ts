import { describe, expect, it } from 'vitest';
import { githubRepository, PRODUCT_PACKAGES, releaseNotesLink } from './productPackages';

describe('product packages', () => {
  it('names a package for each library, none for the sections that are not one', () => {
    expect(PRODUCT_PACKAGES['joy-ui']).toBe('@mui/joy');
    expect(PRODUCT_PACKAGES['base-ui']).toBe('@base-ui/react');
    expect(PRODUCT_PACKAGES.default).toBeUndefined();
    expect(PRODUCT_PACKAGES['docs-infra']).toBeUndefined();
  });

  it('reads a GitHub repository from package.json’s field, in its string and object forms', () => {
    expect(githubRepository({ type: 'git', url: 'git+https://github.com/mui/material-ui.git', directory: 'packages/mui-material' })).toBe('https://github.com/mui/material-ui');
    expect(githubRepository('https://github.com/mui/base-ui')).toBe('https://github.com/mui/base-ui');
    expect(githubRepository('git@github.com:mui/base-ui.git')).toBe('https://github.com/mui/base-ui');
    expect(githubRepository({ url: 'https://gitlab.com/a/b' })).toBeNull();
    expect(githubRepository(undefined)).toBeNull();
  });

  it('links the site’s own Releases page first, the repository’s releases otherwise', () => {
    const pages = new Set(['/base-ui/getting-started/releases']);
    expect(releaseNotesLink('/base-ui', pages, 'https://github.com/mui/base-ui')).toEqual({ href: '/base-ui/getting-started/releases', external: false });
    expect(releaseNotesLink('/joy-ui', pages, 'https://github.com/mui/material-ui')).toEqual({ href: 'https://github.com/mui/material-ui/releases', external: true });
    expect(releaseNotesLink('/joy-ui', pages, null)).toBeNull();
  });
});
