import { describe, expect, it } from 'vitest';
import { fileForUrlPath, isPublishable } from './urlFiles';

const files = new Set(['/index.html', '/a/b.html', '/a/b/data.txt', '/a/c', '/[lang]/page.js', '/café.html']);
const exists = (filePath: string) => files.has(filePath);

describe('fileForUrlPath', () => {
  it.each([
    ['/', '/index.html'],
    ['/a/b', '/a/b.html'],
    ['/a/b.html', '/a/b.html'],
    ['/a/b/data.txt', '/a/b/data.txt'],
    ['/a/c', '/a/c'],
    ['/%5Blang%5D/page.js', '/[lang]/page.js'],
    ['/caf%C3%A9', '/café.html'],
    ['/a', undefined],
    ['/a/b/', undefined],
    ['/a/b/../b', undefined],
    ['/%2e%2e/index.html', undefined],
    ['/%ZZ', undefined],
    ['index.html', undefined],
    ['', undefined],
  ])('%j → %s', (pathname, expected) => {
    expect(fileForUrlPath(pathname, exists)).toBe(expected);
  });
});

describe('isPublishable', () => {
  it.each([
    ['index.html', true],
    ['.well-known', true],
    ['.DS_Store', false],
    ['.env', false],
    ['_next', true],
  ])('%s → %s', (name, expected) => {
    expect(isPublishable(name)).toBe(expected);
  });
});
