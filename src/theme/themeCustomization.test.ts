import { describe, expect, it } from 'vitest';
import {
  applyThemeAction,
  DEFAULT_CUSTOMIZATION,
  isDefaultCustomization,
  MAX_SPACING,
  parseCustomization,
  serializeCustomization,
  THEME_CUSTOMIZATION_KEY,
  toThemeState,
  type ThemeCustomization,
} from './themeCustomization';
import { DEFAULT_THEME_STATE, MIN_SPACING, type ThemeAction } from './themeState';

const custom: ThemeCustomization = { spacing: 12, paletteColors: { primary: { main: '#ff0000' } } };

describe('constants', () => {
  it('pins the storage key, the spacing bounds and the defaults', () => {
    expect(THEME_CUSTOMIZATION_KEY).toBe('docs-theme-customization');
    expect(MIN_SPACING).toBe(1);
    expect(MAX_SPACING).toBe(16);
    expect(DEFAULT_CUSTOMIZATION).toEqual({ spacing: 8, paletteColors: {} });
    expect(Object.isFrozen(DEFAULT_CUSTOMIZATION)).toBe(true);
    expect(Object.isFrozen(DEFAULT_CUSTOMIZATION.paletteColors)).toBe(true);
  });
});

describe('parseCustomization', () => {
  it('gives the defaults and no problems when nothing is stored', () => {
    const result = parseCustomization(null);
    expect(result.customization).toBe(DEFAULT_CUSTOMIZATION);
    expect(result.problems).toEqual([]);
  });

  it('reads a valid customization, lowercasing the colours', () => {
    const raw = JSON.stringify({ spacing: 4, paletteColors: { primary: { main: '#ABCDEF' }, secondary: { main: '#00ff00' } } });
    expect(parseCustomization(raw)).toEqual({
      customization: { spacing: 4, paletteColors: { primary: { main: '#abcdef' }, secondary: { main: '#00ff00' } } },
      problems: [],
    });
  });

  it('accepts both spacing bounds', () => {
    expect(parseCustomization('{"spacing":1}')).toEqual({ customization: { spacing: 1, paletteColors: {} }, problems: [] });
    expect(parseCustomization('{"spacing":16}')).toEqual({ customization: { spacing: 16, paletteColors: {} }, problems: [] });
  });

  it('gives default values for an empty object, and ignores unknown top-level keys', () => {
    expect(parseCustomization('{"dense":true,"other":1}')).toEqual({ customization: { spacing: 8, paletteColors: {} }, problems: [] });
  });

  it('reports text that is not JSON and uses the defaults', () => {
    expect(parseCustomization('{spacing: 4')).toEqual({
      customization: DEFAULT_CUSTOMIZATION,
      problems: ['docs-theme-customization is not JSON; the default theme is used.'],
    });
  });

  it.each(['[]', '[{"spacing":4}]', 'null', '4', '"text"', 'true'])('reports %s as not an object and uses the defaults', (raw) => {
    expect(parseCustomization(raw)).toEqual({
      customization: DEFAULT_CUSTOMIZATION,
      problems: ['docs-theme-customization is not an object; the default theme is used.'],
    });
  });

  it.each([
    ['0', 0],
    ['17', 17],
    ['-1', -1],
    ['2.5', 2.5],
    ['"8"', '8'],
    ['null', null],
  ])('reports spacing %s and uses 8, keeping valid colours', (json, value) => {
    const { customization, problems } = parseCustomization(`{"spacing":${json},"paletteColors":{"primary":{"main":"#123456"}}}`);
    expect(customization).toEqual({ spacing: 8, paletteColors: { primary: { main: '#123456' } } });
    expect(problems).toEqual([`spacing must be a whole number from 1 to 16, not ${JSON.stringify(value)}; 8 is used.`]);
  });

  it.each([
    ['red', '"red"'],
    ['#abc', '"#abc"'],
    ['#12345g', '"#12345g"'],
    ['#1234567', '"#1234567"'],
  ])('reports the colour %s (not #rrggbb) and ignores it', (main, shown) => {
    const { customization, problems } = parseCustomization(JSON.stringify({ spacing: 5, paletteColors: { primary: { main }, secondary: { main: '#00FF00' } } }));
    expect(customization).toEqual({ spacing: 5, paletteColors: { secondary: { main: '#00ff00' } } });
    expect(problems).toEqual([`paletteColors.primary.main must be a #rrggbb colour, not ${shown}; ignored.`]);
  });

  it('reports a colour entry without a string main', () => {
    const { customization, problems } = parseCustomization('{"paletteColors":{"primary":"#ff0000","secondary":{"main":5}}}');
    expect(customization).toEqual({ spacing: 8, paletteColors: {} });
    expect(problems).toEqual([
      'paletteColors.primary.main must be a #rrggbb colour, not undefined; ignored.',
      'paletteColors.secondary.main must be a #rrggbb colour, not 5; ignored.',
    ]);
  });

  it('reports and ignores a palette key the tools do not set', () => {
    const { customization, problems } = parseCustomization('{"paletteColors":{"error":{"main":"#ff0000"},"primary":{"main":"#00ff00"}}}');
    expect(customization).toEqual({ spacing: 8, paletteColors: { primary: { main: '#00ff00' } } });
    expect(problems).toEqual(['paletteColors.error is not a colour the tools set; ignored.']);
  });

  it.each(['null', '[]', '"#ff0000"'])('reports paletteColors %s as not an object', (json) => {
    const { customization, problems } = parseCustomization(`{"spacing":3,"paletteColors":${json}}`);
    expect(customization).toEqual({ spacing: 3, paletteColors: {} });
    expect(problems).toEqual(['paletteColors must be an object; the default colours are used.']);
  });
});

describe('serializeCustomization', () => {
  it('stores nothing for the defaults, also when they are another object', () => {
    expect(serializeCustomization(DEFAULT_CUSTOMIZATION)).toBeNull();
    expect(serializeCustomization({ spacing: 8, paletteColors: {} })).toBeNull();
  });

  it('stores any change as JSON that parses back to the same customization', () => {
    for (const customization of [{ spacing: 9, paletteColors: {} }, { spacing: 8, paletteColors: { secondary: { main: '#00ff00' } } }, custom]) {
      const raw = serializeCustomization(customization);
      expect(raw).not.toBeNull();
      expect(parseCustomization(raw)).toEqual({ customization, problems: [] });
    }
  });
});

describe('isDefaultCustomization', () => {
  it('is true only for spacing 8 with no colours', () => {
    expect(isDefaultCustomization({ spacing: 8, paletteColors: {} })).toBe(true);
    expect(isDefaultCustomization({ spacing: 7, paletteColors: {} })).toBe(false);
    expect(isDefaultCustomization({ spacing: 8, paletteColors: { primary: { main: '#000000' } } })).toBe(false);
  });
});

describe('toThemeState', () => {
  it('combines the stored fields and the dense setting with the other defaults', () => {
    expect(toThemeState(custom, true)).toEqual({ ...DEFAULT_THEME_STATE, dense: true, spacing: 12, paletteColors: { primary: { main: '#ff0000' } } });
  });
});

describe('applyThemeAction', () => {
  const changes: Array<[string, ThemeCustomization, boolean, ThemeAction, ThemeCustomization, boolean]> = [
    ['SET_SPACING sets the spacing', custom, false, { type: 'SET_SPACING', payload: 3 }, { ...custom, spacing: 3 }, false],
    ['SET_SPACING clamps to MAX_SPACING', custom, true, { type: 'SET_SPACING', payload: 40 }, { ...custom, spacing: 16 }, true],
    ['SET_SPACING clamps to MIN_SPACING', custom, false, { type: 'SET_SPACING', payload: 0 }, { ...custom, spacing: 1 }, false],
    ['INCREASE_SPACING adds 1', DEFAULT_CUSTOMIZATION, false, { type: 'INCREASE_SPACING' }, { spacing: 9, paletteColors: {} }, false],
    ['INCREASE_SPACING reaches MAX_SPACING', { ...custom, spacing: 15 }, false, { type: 'INCREASE_SPACING' }, { ...custom, spacing: 16 }, false],
    ['DECREASE_SPACING subtracts 1', custom, false, { type: 'DECREASE_SPACING' }, { ...custom, spacing: 11 }, false],
    ['DECREASE_SPACING reaches MIN_SPACING', { spacing: 2, paletteColors: {} }, false, { type: 'DECREASE_SPACING' }, { spacing: 1, paletteColors: {} }, false],
    ['RESET_DENSITY resets spacing and dense, keeping colours', custom, true, { type: 'RESET_DENSITY' }, { ...custom, spacing: 8 }, false],
    ['RESET_COLORS removes the colours, keeping spacing', custom, true, { type: 'RESET_COLORS' }, { spacing: 12, paletteColors: {} }, true],
    [
      'CHANGE sets palette colours, lowercased',
      custom,
      false,
      { type: 'CHANGE', payload: { paletteColors: { primary: { main: '#00FF00' }, secondary: { main: '#0000ff' } } } },
      { spacing: 12, paletteColors: { primary: { main: '#00ff00' }, secondary: { main: '#0000ff' } } },
      false,
    ],
    [
      'CHANGE drops colours the tools cannot set and invalid ones',
      DEFAULT_CUSTOMIZATION,
      false,
      { type: 'CHANGE', payload: { paletteColors: { error: { main: '#ff0000' }, primary: { main: 'red' }, secondary: { main: '#0000ff' } } } },
      { spacing: 8, paletteColors: { secondary: { main: '#0000ff' } } },
      false,
    ],
  ];

  it.each(changes)('%s', (_name, customization, dense, action, expected, expectedDense) => {
    const before = structuredClone(customization);
    const result = applyThemeAction(customization, dense, action);
    expect(result).toEqual({ customization: expected, dense: expectedDense });
    expect(result.customization).not.toBe(customization);
    expect(customization).toEqual(before);
  });

  it('SET_DENSE changes dense only, keeping the same customization object', () => {
    const on = applyThemeAction(custom, false, { type: 'SET_DENSE', payload: true });
    expect(on.dense).toBe(true);
    expect(on.customization).toBe(custom);
    const off = applyThemeAction(custom, true, { type: 'SET_DENSE', payload: false });
    expect(off.dense).toBe(false);
    expect(off.customization).toBe(custom);
  });

  it('RESET_DENSITY with only dense on keeps the customization object', () => {
    const result = applyThemeAction(DEFAULT_CUSTOMIZATION, true, { type: 'RESET_DENSITY' });
    expect(result).toEqual({ customization: DEFAULT_CUSTOMIZATION, dense: false });
    expect(result.customization).toBe(DEFAULT_CUSTOMIZATION);
  });

  const noOps: Array<[string, ThemeCustomization, boolean, ThemeAction]> = [
    ['SET_SPACING to the current value', custom, true, { type: 'SET_SPACING', payload: 12 }],
    ['SET_SPACING to NaN', custom, false, { type: 'SET_SPACING', payload: Number.NaN }],
    ['INCREASE_SPACING at MAX_SPACING', { ...custom, spacing: 16 }, false, { type: 'INCREASE_SPACING' }],
    ['SET_SPACING above MAX_SPACING when already there', { ...custom, spacing: 16 }, false, { type: 'SET_SPACING', payload: 20 }],
    ['DECREASE_SPACING at MIN_SPACING', { ...custom, spacing: 1 }, true, { type: 'DECREASE_SPACING' }],
    ['SET_DENSE to the current value', custom, true, { type: 'SET_DENSE', payload: true }],
    ['RESET_DENSITY on the defaults', DEFAULT_CUSTOMIZATION, false, { type: 'RESET_DENSITY' }],
    ['RESET_COLORS with no colours', { spacing: 5, paletteColors: {} }, false, { type: 'RESET_COLORS' }],
    ['CHANGE with equal colours in another object', custom, false, { type: 'CHANGE', payload: { paletteColors: { primary: { main: '#ff0000' } } } }],
    ['CHANGE of the palette mode (not stored)', custom, false, { type: 'CHANGE', payload: { paletteMode: 'dark' } }],
    ['CHANGE of the direction (not stored)', custom, true, { type: 'CHANGE', payload: { direction: 'rtl' } }],
  ];

  it.each(noOps)('%s returns the same customization object and dense value', (_name, customization, dense, action) => {
    const result = applyThemeAction(customization, dense, action);
    expect(result.customization).toBe(customization);
    expect(result.dense).toBe(dense);
  });

  it('throws for an unknown action type, like the reducer', () => {
    const action = { type: 'NOPE' } as unknown as ThemeAction;
    expect(() => applyThemeAction(custom, false, action)).toThrow('Unrecognized type NOPE');
  });
});

describe('applyThemeAction with a fractional spacing', () => {
  it('rounds it instead of falling back to the default', () => {
    expect(applyThemeAction(DEFAULT_CUSTOMIZATION, false, { type: 'SET_SPACING', payload: 2.6 }).customization.spacing).toBe(3);
  });
});
