import { describe, expect, it } from 'vitest';
import { createReloadPolicy, shouldRegister, urlsToCache } from './registration';
import { serviceWorkerSource } from './serviceWorkerSource';

describe('service worker registration', () => {
  it('registers on the production host only', () => {
    expect(shouldRegister('mui.com', 'mui.com', true)).toBe(true);
    expect(shouldRegister('localhost', 'mui.com', true)).toBe(false);
    expect(shouldRegister('127.0.0.1', '127.0.0.1', true)).toBe(true);
    expect(shouldRegister('mui.com', 'mui.com', false)).toBe(false);
  });

  it('lists the page without its hash and same-origin resources once', () => {
    expect(urlsToCache('https://mui.com/a#x', ['https://mui.com/_next/static/a.js', 'https://cdn.example/x.js', 'https://mui.com/_next/static/a.js', 'bad url'])).toEqual([
      'https://mui.com/a',
      'https://mui.com/_next/static/a.js',
    ]);
  });
});

describe('reload policy', () => {
  it('never reloads on the first install', () => {
    expect(createReloadPolicy(false).onControllerChange(true)).toBe(false);
  });

  it('reloads once on an update when focused', () => {
    const policy = createReloadPolicy(true);
    expect(policy.onControllerChange(true)).toBe(true);
    expect(policy.onControllerChange(true)).toBe(false);
    expect(policy.onFocus()).toBe(false);
  });

  it('waits for focus when the update arrives in a background tab', () => {
    const policy = createReloadPolicy(true);
    expect(policy.onControllerChange(false)).toBe(false);
    expect(policy.onFocus()).toBe(true);
    expect(policy.onFocus()).toBe(false);
  });
});

describe('serviceWorkerSource', () => {
  it('bakes the build id into the worker, so each build is a new worker', () => {
    expect(serviceWorkerSource('abc-1')).toContain('const BUILD_ID = "abc-1";');
    expect(serviceWorkerSource('abc-1')).not.toBe(serviceWorkerSource('abc-2'));
    expect(() => serviceWorkerSource('x"; evil()')).toThrow('Build id "x"; evil()" may contain only letters, digits, ".", "-" and "_".');
  });
});
