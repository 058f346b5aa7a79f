import { describe, expect, it } from 'vitest';
import { demoSource, differsFromServerRender, pickVariant, SERVER_RENDER_SETTINGS, toolbarTarget } from './demoBlockData';

describe('demoSource', () => {
  it('returns the variant’s own text, and TS for JS when both are the same', () => {
    expect(demoSource({ sources: { TS: 'let a: number = 1;\n', JS: 'let a = 1;\n' } }, 'JS')).toBe('let a = 1;\n');
    expect(demoSource({ sources: { TS: 'let a: number = 1;\n', JS: 'let a = 1;\n' } }, 'TS')).toBe('let a: number = 1;\n');
    expect(demoSource({ sources: { TS: 'let a = 1;\n', JS: null } }, 'JS')).toBe('let a = 1;\n');
  });
});

describe('pickVariant', () => {
  const variants = [{ styling: 'system' as const }, { styling: 'css' as const }];
  it('picks the preferred styling, else the first', () => {
    expect(pickVariant(variants, 'css')).toBe(variants[1]);
    expect(pickVariant(variants, 'tailwind')).toBe(variants[0]);
  });
  it('refuses a demo without variants', () => {
    expect(() => pickVariant([], 'system')).toThrow('at least one variant');
  });
});

describe('toolbarTarget', () => {
  it.each([
    ['ArrowRight', 0, false, 1],
    ['ArrowRight', 4, false, 0],
    ['ArrowLeft', 0, false, 4],
    ['ArrowRight', 0, true, 4],
    ['ArrowLeft', 4, true, 0],
    ['Home', 3, false, 0],
    ['End', 1, true, 4],
    ['ArrowDown', 1, false, undefined],
    ['a', 1, false, undefined],
  ] as const)('%s from %i (rtl %s) → %s', (key, index, rtl, expected) => {
    expect(toolbarTarget(key, index, 5, rtl)).toBe(expected);
  });
  it('does nothing in an empty toolbar', () => {
    expect(toolbarTarget('End', 0, 0, false)).toBeUndefined();
  });
});

describe('differsFromServerRender', () => {
  const single = [{ styling: 'system' as const }];
  const three = [{ styling: 'system' as const }, { styling: 'tailwind' as const }, { styling: 'css' as const }];
  const systemReader = { server: 'system' as const, reader: 'system' as const };
  it('hydrates as is for a reader with the server’s settings', () => {
    expect(differsFromServerRender(three, systemReader, SERVER_RENDER_SETTINGS)).toBe(false);
    expect(differsFromServerRender(three, systemReader, { direction: 'ltr', dense: false })).toBe(false);
  });
  it('replaces the HTML for a right-to-left or dense reader', () => {
    expect(differsFromServerRender(single, systemReader, { direction: 'rtl', dense: false })).toBe(true);
    expect(differsFromServerRender(single, systemReader, { direction: 'ltr', dense: true })).toBe(true);
    expect(differsFromServerRender(single, systemReader, { direction: 'ltr', dense: false, customized: true })).toBe(true);
  });
  it('replaces it when the reader’s styling picks another variant, not when the demo has only the server’s', () => {
    expect(differsFromServerRender(three, { server: 'system', reader: 'tailwind' }, SERVER_RENDER_SETTINGS)).toBe(true);
    expect(differsFromServerRender(single, { server: 'system', reader: 'tailwind' }, SERVER_RENDER_SETTINGS)).toBe(false);
    expect(differsFromServerRender([{ styling: 'system' as const }, { styling: 'css' as const }], { server: 'system', reader: 'tailwind' }, SERVER_RENDER_SETTINGS)).toBe(false);
  });
});
