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
    ['/x/react-date-pickers/x', 'x-date-pickers', 'x'],
    ['/x/react-data-grid', 'x-data-grid', 'x'],
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

  it.each(['/', '/blog', '/experiments/other', '/x', '/x/introduction'])('%s → no product', (input) => {
    expect(getProductInfoFromUrl(input)).toBeNull();
  });
});
