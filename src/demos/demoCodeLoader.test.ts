import { describe, expect, it, vi } from 'vitest';
import { createDemoCodeLoader } from './demoCodeLoader';
import { withPreClass } from './demoCodeViewTypes';

const file = { views: [{ key: 'system-ts', styling: 'system', lang: 'TS', kind: 'full', html: '<pre>x</pre>' }] };
const ok = (body: unknown) => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) });

describe('createDemoCodeLoader', () => {
  it('fetches a file once for concurrent and later callers, and peeks it once arrived', async () => {
    const fetchImpl = vi.fn(() => ok(file));
    const loader = createDemoCodeLoader(fetchImpl);
    expect(loader.peek('/a.json')).toBeUndefined();
    const [first, second] = await Promise.all([loader.load('/a.json'), loader.load('/a.json')]);
    expect(first).toEqual(file);
    expect(second).toBe(first);
    await loader.load('/a.json');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(loader.peek('/a.json')).toBe(first);
  });

  it('rejects an HTTP error and a body that is not a code file, and fetches again after a failure', async () => {
    const fetchImpl = vi
      .fn()
      .mockReturnValueOnce(Promise.resolve({ ok: false, status: 404, json: () => Promise.resolve({}) }))
      .mockReturnValueOnce(ok({ views: [{ key: 1 }] }))
      .mockReturnValueOnce(Promise.reject(new TypeError('offline')))
      .mockReturnValueOnce(ok(file));
    const loader = createDemoCodeLoader(fetchImpl);
    await expect(loader.load('/b.json')).rejects.toThrow('/b.json: HTTP 404');
    await expect(loader.load('/b.json')).rejects.toThrow('/b.json is not a demo code file.');
    await expect(loader.load('/b.json')).rejects.toThrow('offline');
    expect(loader.peek('/b.json')).toBeUndefined();
    await expect(loader.load('/b.json')).resolves.toEqual(file);
    expect(fetchImpl).toHaveBeenCalledTimes(4);
  });
});

describe('withPreClass', () => {
  it('puts the code blocks’ class first on the view’s <pre>, and only there', () => {
    const html = '<pre class="shiki shiki-themes a b" style="x" tabindex="0"><code><span class="l1">pre class="</span></code></pre>';
    expect(withPreClass(html, 'm_pre')).toBe('<pre class="m_pre shiki shiki-themes a b" style="x" tabindex="0"><code><span class="l1">pre class="</span></code></pre>');
    expect(withPreClass(html, undefined)).toBe(html);
  });
});
