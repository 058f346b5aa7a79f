import { describe, expect, it } from 'vitest';
import { apiPageNames } from '../src/api-index/apiNames';
import { apiPages } from '../src/navigation/sections';
import { apiNameKey, apiNameLookup, apiRedirect } from './apiRedirect';
import type { ManifestApiPage } from './siteManifest';

// Listed out of precedence order on purpose: the lookup, not the manifest, decides which product wins.
const PAGES: ManifestApiPage[] = [
  { product: 'system', pathname: '/system/api/box', names: ['Box'] },
  { product: 'base-ui', pathname: '/base-ui/react-button/components-api', names: ['Button'] },
  { product: 'base-ui', pathname: '/base-ui/react-alert-dialog/components-api', names: ['AlertDialog', 'AlertDialog.Root', 'AlertDialog.Popup'] },
  { product: 'base-ui', pathname: '/base-ui/react-toast/hooks-api', names: ['useToastManager'] },
  { product: 'joy-ui', pathname: '/joy-ui/api/button', names: ['Button'] },
  { product: 'joy-ui', pathname: '/joy-ui/api/aspect-ratio', names: ['AspectRatio'] },
  { product: 'joy-ui', pathname: '/joy-ui/api/box', names: ['Box'] },
  { product: 'material-ui', pathname: '/material-ui/api/button', names: ['Button'] },
  { product: 'material-ui', pathname: '/material-ui/api/button-group', names: ['ButtonGroup'] },
  { product: 'material-ui', pathname: '/material-ui/api/box', names: ['Box'] },
  { product: 'lab', pathname: '/lab/api/masonry', names: ['Masonry'] },
];
const lookup = apiNameLookup(PAGES);

describe('apiNameKey', () => {
  it.each([
    ['button-group', 'buttongroup'],
    ['ButtonGroup', 'buttongroup'],
    ['buttonGroup', 'buttongroup'],
    ['BUTTON-GROUP', 'buttongroup'],
    ['Button_Group', 'buttongroup'],
    ['AlertDialog.Root', 'alertdialogroot'],
    ['use-toast-manager', 'usetoastmanager'],
    ['Grid2', 'grid2'],
  ])('%s → %s', (name, key) => {
    expect(apiNameKey(name)).toBe(key);
  });

  it.each(['', '-', '._', 'button group', 'button%20group', 'bütton', '<script>'])('%j has no key', (name) => {
    expect(apiNameKey(name)).toBeNull();
  });
});

describe('apiRedirect', () => {
  it.each([
    ['/api/button', '/material-ui/api/button'],
    ['/api-docs/button', '/material-ui/api/button'],
    ['/api/button-group', '/material-ui/api/button-group'],
    ['/api/ButtonGroup', '/material-ui/api/button-group'],
    ['/api/buttonGroup', '/material-ui/api/button-group'],
    ['/api-docs/ButtonGroup', '/material-ui/api/button-group'],
    // Material UI first, then Joy UI, Base UI and System.
    ['/api/box', '/material-ui/api/box'],
    ['/api/aspect-ratio', '/joy-ui/api/aspect-ratio'],
    ['/api/AlertDialog', '/base-ui/react-alert-dialog/components-api'],
    ['/api/alert-dialog-popup', '/base-ui/react-alert-dialog/components-api'],
    ['/api/AlertDialog.Root', '/base-ui/react-alert-dialog/components-api'],
    ['/api/use-toast-manager', '/base-ui/react-toast/hooks-api'],
    // A product outside the precedence list still has its pages.
    ['/api/masonry', '/lab/api/masonry'],
  ])('%s → %s', (pathname, target) => {
    expect(apiRedirect(pathname, lookup)).toBe(target);
  });

  it('sends /api to the index and leaves the index itself alone', () => {
    expect(apiRedirect('/api', lookup)).toBe('/api-docs');
    expect(apiRedirect('/api-docs', lookup)).toBeNull();
  });

  it.each(['/api/not-a-component', '/api-docs/nope', '/api/button%20group', '/api/button/extra', '/api-docs/material-ui/button', '/api/..', '/api-docs/__next.api-docs.__PAGE__.txt'])(
    '%s: unknown, null',
    (pathname) => {
      expect(apiRedirect(pathname, lookup)).toBeNull();
    },
  );

  it.each(['/', '/material-ui/api/button', '/apis/button', '/api-doc/button', '/material-ui/react-button', '/x/api/button'])('%s is not an API short address', (pathname) => {
    expect(apiRedirect(pathname, lookup)).toBeNull();
  });

  it('answers nothing but the index without API pages (an export from before the manifest listed them)', () => {
    const empty = apiNameLookup([]);
    expect(apiRedirect('/api/button', empty)).toBeNull();
    expect(apiRedirect('/api', empty)).toBe('/api-docs');
  });
});

describe('apiNameLookup', () => {
  it('keeps the first page of the best-ranked product for each name, whatever the manifest order', () => {
    expect(lookup.get('button')).toBe('/material-ui/api/button');
    expect(apiNameLookup(PAGES.filter((page) => page.product !== 'material-ui')).get('button')).toBe('/joy-ui/api/button');
    expect(apiNameLookup(PAGES.filter((page) => page.product === 'base-ui' || page.product === 'system')).get('button')).toBe('/base-ui/react-button/components-api');
    expect(apiNameLookup(PAGES.filter((page) => page.product === 'system')).get('box')).toBe('/system/api/box');
  });

  it("reaches every page of the site's API page list by the last segment of its address, or its guide's name", () => {
    const siteLookup = apiNameLookup(apiPageNames(apiPages));
    for (const page of apiPages) {
      const name = page.kind === 'api' ? page.pathname.split('/').pop() : page.title;
      const target = apiRedirect(`/api/${name}`, siteLookup);
      // Another product may own the name first (Joy UI's Button is behind Material UI's); it is then a page of the same title.
      const reached = apiPages.find((candidate) => candidate.pathname === target);
      expect(reached?.title, page.pathname).toBe(page.title);
    }
    expect(apiRedirect('/api/button', siteLookup)).toBe('/material-ui/api/button');
  });
});
