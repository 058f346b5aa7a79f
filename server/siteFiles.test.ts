import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodedEtag, isNotModified } from './httpCache';
import { canonicalRedirect } from './redirect';
import { resolveSiteFile, scanSite, type SiteFile } from './siteFiles';

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

describe('scanSite', () => {
  it('attaches precompressed siblings to their file instead of listing them', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'scan-site-'));
    try {
      mkdirSync(path.join(root, 'a'));
      for (const name of ['a/b.html', 'a/b.html.gz', 'a/b.html.br', 'c.js', 'c.js.gz', 'd.tar.gz', 'e.png', 'e.png.gz']) writeFileSync(path.join(root, name), name);
      const files = await scanSite(root);
      expect([...files.keys()].sort()).toEqual(['/a/b.html', '/c.js', '/d.tar.gz', '/e.png', '/e.png.gz']);
      const page = files.get('/a/b.html');
      expect(page?.encodings).toEqual(['br', 'gzip']);
      expect(page?.encoded.map((copy) => [copy.absolutePath, copy.size, copy.etag])).toEqual([
        [path.join(root, 'a/b.html.br'), 'a/b.html.br'.length, encodedEtag(page?.etag ?? '', 'br')],
        [path.join(root, 'a/b.html.gz'), 'a/b.html.gz'.length, encodedEtag(page?.etag ?? '', 'gzip')],
      ]);
      expect(files.get('/c.js')?.encodings).toEqual(['gzip']);
      expect(files.get('/e.png')?.encodings).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('encodedEtag', () => {
  it('appends the encoding inside the quotes', () => {
    expect(encodedEtag('W/"1-2"', 'br')).toBe('W/"1-2-br"');
  });
});
