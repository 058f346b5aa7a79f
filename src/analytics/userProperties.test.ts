import { describe, expect, it, vi } from 'vitest';
import { roundPixelRatio, watchPixelRatio } from './userProperties';

describe('pixel ratio', () => {
  it('is rounded to 0.1', () => {
    expect(roundPixelRatio(1)).toBe(1);
    expect(roundPixelRatio(1.3333)).toBe(1.3);
    expect(roundPixelRatio(2.75)).toBe(2.8);
  });

  it('is reported again when it changes, watching the new value afterwards', () => {
    const queries: { media: string; fire: () => void }[] = [];
    const win = {
      devicePixelRatio: 1,
      matchMedia: (media: string) => {
        let handler: () => void = () => {};
        queries.push({ media, fire: () => handler() });
        return { addEventListener: (_: string, h: () => void) => (handler = h), removeEventListener: vi.fn() };
      },
    } as unknown as Window & { devicePixelRatio: number };
    const onChange = vi.fn();
    watchPixelRatio(win, onChange);
    expect(queries[0]?.media).toBe('(resolution: 1dppx)');
    win.devicePixelRatio = 1.25;
    queries[0]?.fire();
    expect(onChange).toHaveBeenCalledWith(1.3);
    expect(queries[1]?.media).toBe('(resolution: 1.25dppx)');
  });
});
