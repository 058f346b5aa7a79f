import { describe, expect, it } from 'vitest';
import { isNotModified } from './httpCache';
import { canonicalRedirect } from './redirect';
import { resolveSiteFile, type SiteFile } from './siteFiles';

const file = (urlPath: string) => ({ urlPath }) as SiteFile;
const files = new Map(['/index.html', '/a/b.html', '/a/b/data.txt', '/x.json', '/[lang]/page.js'].map((p) => [p, file(p)]));

describe('resolveSiteFile', () => {
  it.each([
    ['/', '/index.html'],
    ['/a/b', '/a/b.html'],
    ['/a/b.html', '/a/b.html'],
    ['/a/b/data.txt', '/a/b/data.txt'],
    ['/x.json', '/x.json'],
    ['/%5Blang%5D/page.js', '/[lang]/page.js'],
    ['/a', undefined],
    ['/a/b/../b', undefined],
    ['/%2e%2e/index.html', undefined],
    ['/%ZZ', undefined],
    ['index.html', undefined],
  ])('%s → %s', (pathname, expected) => {
    expect(resolveSiteFile(files, pathname)?.urlPath).toBe(expected);
  });
});

describe('canonicalRedirect', () => {
  it.each([
    ['/', null],
    ['/material-ui/react-button', null],
    ['/material-ui/react-button/', '/material-ui/react-button'],
    ['/zh/material-ui/react-button/', '/material-ui/react-button'],
    ['/en', '/'],
    ['/zh/', '/'],
    ['/zhx/a', null],
    ['//evil.example/', '/evil.example'],
    ['/\\evil.example/', '/evil.example'],
  ])('%s → %s', (pathname, expected) => {
    expect(canonicalRedirect(pathname)).toBe(expected);
  });
});

describe('isNotModified', () => {
  const mtime = new Date('2025-01-02T03:04:05.678Z');
  it.each([
    [{}, false],
    [{ 'if-none-match': 'W/"1-2"' }, true],
    [{ 'if-none-match': '"1-2"' }, true],
    [{ 'if-none-match': '"0-0", W/"1-2"' }, true],
    [{ 'if-none-match': '*' }, true],
    [{ 'if-none-match': 'W/"1-3"' }, false],
    // If-None-Match wins over If-Modified-Since.
    [{ 'if-none-match': 'W/"1-3"', 'if-modified-since': 'Thu, 02 Jan 2025 03:04:05 GMT' }, false],
    [{ 'if-modified-since': 'Thu, 02 Jan 2025 03:04:05 GMT' }, true],
    [{ 'if-modified-since': 'Thu, 02 Jan 2025 03:04:04 GMT' }, false],
    [{ 'if-modified-since': 'not a date' }, false],
  ])('%o → %s', (headers, expected) => {
    expect(isNotModified(headers, 'W/"1-2"', mtime)).toBe(expected);
  });
});
