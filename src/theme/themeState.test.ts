import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_STATE, MIN_SPACING, themeReducer, type ThemeAction, type ThemeState } from './themeState';

const custom: ThemeState = {
  dense: true,
  direction: 'rtl',
  paletteColors: { primary: { main: '#ff0000' } },
  spacing: 5,
  paletteMode: 'dark',
};

describe('DEFAULT_THEME_STATE', () => {
  it('holds the spec defaults', () => {
    expect(DEFAULT_THEME_STATE).toEqual({ dense: false, direction: 'ltr', paletteColors: {}, spacing: 8, paletteMode: 'light' });
  });

  it('is frozen, so no state derived from it can be mutated into a new default', () => {
    expect(Object.isFrozen(DEFAULT_THEME_STATE)).toBe(true);
    expect(Object.isFrozen(DEFAULT_THEME_STATE.paletteColors)).toBe(true);
  });
});

describe('themeReducer', () => {
  const changes: Array<[string, ThemeState, ThemeAction, Partial<ThemeState>]> = [
    ['SET_SPACING sets the spacing', DEFAULT_THEME_STATE, { type: 'SET_SPACING', payload: 4 }, { spacing: 4 }],
    ['SET_SPACING keeps fractional values', DEFAULT_THEME_STATE, { type: 'SET_SPACING', payload: 2.5 }, { spacing: 2.5 }],
    ['SET_SPACING clamps 0 to the minimum', DEFAULT_THEME_STATE, { type: 'SET_SPACING', payload: 0 }, { spacing: MIN_SPACING }],
    ['SET_SPACING clamps negatives to the minimum', DEFAULT_THEME_STATE, { type: 'SET_SPACING', payload: -3 }, { spacing: 1 }],
    ['INCREASE_SPACING adds 1', DEFAULT_THEME_STATE, { type: 'INCREASE_SPACING' }, { spacing: 9 }],
    ['DECREASE_SPACING subtracts 1', DEFAULT_THEME_STATE, { type: 'DECREASE_SPACING' }, { spacing: 7 }],
    ['DECREASE_SPACING below the minimum clamps', { ...DEFAULT_THEME_STATE, spacing: 1.5 }, { type: 'DECREASE_SPACING' }, { spacing: 1 }],
    ['SET_DENSE turns density on', DEFAULT_THEME_STATE, { type: 'SET_DENSE', payload: true }, { dense: true }],
    ['SET_DENSE turns density off', custom, { type: 'SET_DENSE', payload: false }, { dense: false }],
    ['RESET_DENSITY restores dense and spacing only', custom, { type: 'RESET_DENSITY' }, { dense: false, spacing: 8 }],
    ['RESET_COLORS empties the palette overrides only', custom, { type: 'RESET_COLORS' }, { paletteColors: {} }],
    ['CHANGE sets the palette mode', DEFAULT_THEME_STATE, { type: 'CHANGE', payload: { paletteMode: 'dark' } }, { paletteMode: 'dark' }],
    ['CHANGE sets the direction', DEFAULT_THEME_STATE, { type: 'CHANGE', payload: { direction: 'rtl' } }, { direction: 'rtl' }],
    [
      'CHANGE sets the palette colours',
      DEFAULT_THEME_STATE,
      { type: 'CHANGE', payload: { paletteColors: { secondary: { main: '#00ff00' } } } },
      { paletteColors: { secondary: { main: '#00ff00' } } },
    ],
    [
      'CHANGE sets several fields and keeps the ones left out',
      custom,
      { type: 'CHANGE', payload: { paletteMode: 'light', direction: 'ltr' } },
      { paletteMode: 'light', direction: 'ltr' },
    ],
  ];

  it.each(changes)('%s', (_name, state, action, expected) => {
    const next = themeReducer(state, action);
    expect(next).toEqual({ ...state, ...expected });
    expect(next).not.toBe(state);
  });

  const noOps: Array<[string, ThemeState, ThemeAction]> = [
    ['CHANGE with an empty payload', custom, { type: 'CHANGE', payload: {} }],
    ['CHANGE with the current values', custom, { type: 'CHANGE', payload: { paletteMode: 'dark', direction: 'rtl' } }],
    ['CHANGE with equal palette colours in another object', custom, { type: 'CHANGE', payload: { paletteColors: { primary: { main: '#ff0000' } } } }],
    [
      'CHANGE with equal palette colours in another key order',
      { ...DEFAULT_THEME_STATE, paletteColors: { primary: { main: '#111111', dark: '#000000' }, secondary: { main: '#222222' } } },
      { type: 'CHANGE', payload: { paletteColors: { secondary: { main: '#222222' }, primary: { dark: '#000000', main: '#111111' } } } },
    ],
    ['CHANGE with undefined fields', custom, { type: 'CHANGE', payload: { paletteMode: undefined, direction: undefined } }],
    ['SET_SPACING to the current value', DEFAULT_THEME_STATE, { type: 'SET_SPACING', payload: 8 }],
    ['SET_SPACING to NaN (ignored)', DEFAULT_THEME_STATE, { type: 'SET_SPACING', payload: Number.NaN }],
    ['SET_SPACING to Infinity (ignored)', DEFAULT_THEME_STATE, { type: 'SET_SPACING', payload: Number.POSITIVE_INFINITY }],
    ['SET_SPACING to -Infinity (ignored)', DEFAULT_THEME_STATE, { type: 'SET_SPACING', payload: Number.NEGATIVE_INFINITY }],
    ['DECREASE_SPACING at the minimum', { ...DEFAULT_THEME_STATE, spacing: MIN_SPACING }, { type: 'DECREASE_SPACING' }],
    ['SET_DENSE to the current value', DEFAULT_THEME_STATE, { type: 'SET_DENSE', payload: false }],
    ['RESET_DENSITY on the defaults', DEFAULT_THEME_STATE, { type: 'RESET_DENSITY' }],
    ['RESET_COLORS with no overrides', { ...DEFAULT_THEME_STATE, paletteColors: {} }, { type: 'RESET_COLORS' }],
  ];

  it.each(noOps)('%s returns the identical state object', (_name, state, action) => {
    expect(themeReducer(state, action)).toBe(state);
  });

  it('CHANGE ignores payload keys other than paletteMode, direction and paletteColors', () => {
    const payload = { spacing: 99, dense: true } as unknown as { paletteMode: 'light' };
    expect(themeReducer(DEFAULT_THEME_STATE, { type: 'CHANGE', payload })).toBe(DEFAULT_THEME_STATE);
  });

  it('CHANGE with different palette colours returns a new object', () => {
    const next = themeReducer(custom, { type: 'CHANGE', payload: { paletteColors: { primary: { main: '#0000ff' } } } });
    expect(next).not.toBe(custom);
    expect(next.paletteColors).toEqual({ primary: { main: '#0000ff' } });
  });

  it('does not mutate the previous state', () => {
    const before = structuredClone(custom);
    themeReducer(custom, { type: 'RESET_DENSITY' });
    themeReducer(custom, { type: 'CHANGE', payload: { paletteColors: {} } });
    expect(custom).toEqual(before);
  });

  it.each(['NOPE', 'set_spacing', ''])('throws "Unrecognized type %s" for an unknown action type', (type) => {
    const action = { type } as unknown as ThemeAction;
    expect(() => themeReducer(DEFAULT_THEME_STATE, action)).toThrow(new Error(`Unrecognized type ${type}`));
  });
});
