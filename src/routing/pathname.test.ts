import { describe, expect, it } from 'vitest';
import { canonicalPathname, getProductInfoFromUrl, pathnameToLanguage } from './pathname';

describe('pathnameToLanguage', () => {
  it.each([
    ['/zh/material-ui/react-button/#basic', 'zh', '/material-ui/react-button/#basic', true],
    ['/en/system/getting-started', 'en', '/system/getting-started', true],
    ['/zh', 'zh', '/', true],
    ['/zh/', 'zh', '/', true],
    ['/fr/material-ui', 'en', '/fr/material-ui', false],
    ['/material-ui/react-button', 'en', '/material-ui/react-button', false],
    ['/zhx/material-ui', 'en', '/zhx/material-ui', false],
    ['/', 'en', '/', false],
  ])('%s → language %s, path %s', (input, language, canonicalAs, hadPrefix) => {
    expect(pathnameToLanguage(input)).toEqual({ userLanguage: language, canonicalAs, hadPrefix });
  });
});

describe('canonicalPathname', () => {
  it.each([
    ['/zh/material-ui/react-button/#basic', '/material-ui/react-button'],
    ['/api/button/', '/api-docs/button'],
    ['/api', '/api-docs'],
    ['/apis/button', '/apis/button'],
    ['/material-ui/api/button', '/material-ui/api/button'],
    ['/', '/'],
    ['/zh/', '/'],
    ['/material-ui/', '/material-ui'],
    ['/material-ui/react-button?x=1#y', '/material-ui/react-button'],
  ])('%s → %s', (input, expected) => {
    expect(canonicalPathname(input)).toBe(expected);
  });
});

describe('getProductInfoFromUrl', () => {
  it.each([
    ['/material-ui/react-button', 'material-ui', 'core'],
    ['/joy-ui/getting-started', 'joy-ui', 'core'],
    ['/base-ui/react-switch/components-api', 'base-ui', 'core'],
    ['/zh/system/getting-started', 'system', 'core'],
    ['/toolpad/studio/getting-started', 'toolpad-studio', 'toolpad'],
    ['/toolpad/core/introduction', 'toolpad-core', 'toolpad'],
    ['/toolpad', 'toolpad-core', 'toolpad'],
    ['/docs/', 'docs', 'docs'],
    ['/versions', 'docs', 'docs'],
    ['/production-error', 'docs', 'docs'],
    ['/experiments/docs/demos', 'docs-infra', 'docs'],
  ])('%s → %s (%s)', (input, productId, productCategoryId) => {
    expect(getProductInfoFromUrl(input)).toEqual({ productId, productCategoryId });
  });

  it.each(['/', '/blog', '/experiments/other', '/xyz', '/x-data-grid'])('%s → no product', (input) => {
    expect(getProductInfoFromUrl(input)).toBeNull();
  });
});

describe('getProductInfoFromUrl on MUI X paths (category x)', () => {
  it.each([
    ['/x', 'x'],
    ['/x/', 'x'],
    ['/x/introduction', 'x'],
    ['/x/introduction/installation', 'x'],
    ['/x/whats-new', 'x'],
    ['/x/migration/migration-data-grid-v7', 'x'],
    ['/x/react-data-grid', 'data-grid'],
    ['/x/react-data-grid/editing/', 'data-grid'],
    ['/x/api/data-grid/data-grid-pro', 'data-grid'],
    ['/x/react-date-pickers', 'date-pickers'],
    ['/x/react-date-pickers/date-picker#basic-usage', 'date-pickers'],
    ['/x/api/date-pickers/date-picker', 'date-pickers'],
    ['/x/react-charts/bars', 'charts'],
    ['/x/api/charts/bar-chart', 'charts'],
    ['/x/react-tree-view/rich-tree-view/items', 'tree-view'],
    ['/x/api/tree-view/simple-tree-view', 'tree-view'],
    ['/zh/x/react-charts', 'charts'],
    ['/en/x', 'x'],
    // A slug that names no MUI X product is still MUI X.
    ['/x/react-unknown', 'x'],
    ['/x/api', 'x'],
    ['/x/api/unknown/thing', 'x'],
  ])('%s → %s', (input, productId) => {
    expect(getProductInfoFromUrl(input)).toEqual({ productId, productCategoryId: 'x' });
  });
});
