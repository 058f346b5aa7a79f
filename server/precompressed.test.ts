import { describe, expect, it } from 'vitest';
import { isPrecompressible, siblingName, siblingOf } from './precompressed';

describe('siblingName', () => {
  it('appends .br and .gz', () => {
    expect(siblingName('a/b.html', 'br')).toBe('a/b.html.br');
    expect(siblingName('c.js', 'gzip')).toBe('c.js.gz');
  });
});

describe('isPrecompressible', () => {
  it.each(['a.html', 'a.js', 'a.css', 'a.json', 'a.xml', 'a.txt', 'a.md', 'a.svg'])('%s is', (name) => {
    expect(isPrecompressible(name)).toBe(true);
  });

  it.each(['a.png', 'a.woff2', 'a.html.gz', 'a.js.br', 'a', 'archive.tar'])('%s is not', (name) => {
    expect(isPrecompressible(name)).toBe(false);
  });
});

describe('siblingOf', () => {
  const files = new Set(['index.html', 'a/b.js', 'archive.tar', 'logo.png']);
  const exists = (name: string) => files.has(name);

  it.each([
    ['index.html.br', 'index.html', 'br'],
    ['index.html.gz', 'index.html', 'gzip'],
    ['a/b.js.gz', 'a/b.js', 'gzip'],
  ])('%s belongs to %s (%s)', (name, base, encoding) => {
    expect(siblingOf(name, exists)).toEqual({ base, encoding });
  });

  it.each([
    // No such file beside it: a file of its own.
    'missing.html.gz',
    // Not a type the build compresses: a download such as a tarball stays one.
    'archive.tar.gz',
    'logo.png.br',
    'index.html',
    '.gz',
  ])('%s is a file of its own', (name) => {
    expect(siblingOf(name, exists)).toBeUndefined();
  });
});
