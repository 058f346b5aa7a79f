import { describe, expect, it } from 'vitest';
import { MAX_RECENT, RECENT_KEY, addRecent, loadRecent, parseRecent, saveRecent } from './recent';

const entry = (n: number) => ({ query: `q${n}`, title: `T${n}`, url: `/p${n}` });

describe('recent searches', () => {
  it('puts the newest first, drops a repeat of the same page and keeps at most five', () => {
    let list = [entry(1), entry(2)];
    list = addRecent(list, { ...entry(2), query: 'again' });
    expect(list.map((item) => item.query)).toEqual(['again', 'q1']);
    for (let n = 3; n < 10; n++) list = addRecent(list, entry(n));
    expect(list).toHaveLength(MAX_RECENT);
    expect(list[0]?.url).toBe('/p9');
  });

  it('reads malformed or hostile stored values as no history', () => {
    expect(parseRecent(null)).toEqual([]);
    expect(parseRecent('{not json')).toEqual([]);
    expect(parseRecent('{"query":"x"}')).toEqual([]);
    expect(parseRecent(JSON.stringify([entry(1), { query: 1 }, { ...entry(2), url: 'javascript:alert(1)' }]))).toEqual([entry(1)]);
  });

  it('round-trips through storage and survives a storage that throws', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) };
    saveRecent(storage, [entry(1)]);
    expect(store.has(RECENT_KEY)).toBe(true);
    expect(loadRecent(storage)).toEqual([entry(1)]);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(loadRecent(broken)).toEqual([]);
    expect(() => saveRecent(broken, [entry(1)])).not.toThrow();
  });
});
