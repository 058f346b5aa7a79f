import { createTheme } from '@mui/material/styles';
import * as system from '@mui/system';
import { describe, expect, it } from 'vitest';
import { SYSTEM_GROUPS, cssLines, kebabCase, systemPropertyRows, type SxPropConfig, type SystemGroup } from './systemProperties';

const theme = createTheme();
const styleFunctions = system as unknown as Record<SystemGroup, { filterProps: Iterable<string> }>;
const realInput = (group: SystemGroup) => ({
  filterProps: styleFunctions[group].filterProps,
  config: system.unstable_defaultSxConfig as unknown as Record<string, SxPropConfig>,
  run: (sx: Record<string, unknown>) => system.unstable_styleFunctionSx({ sx, theme }) as Record<string, unknown>,
  spacingProps: new Set(styleFunctions.spacing.filterProps),
});

describe('system properties', () => {
  it('writes CSS property names and nested at-rules as CSS', () => {
    expect(kebabCase('backgroundColor')).toBe('background-color');
    expect(cssLines({ marginLeft: 'auto', '@media print': { display: 'none' } })).toEqual(['margin-left: auto', '@media print { display: none }']);
  });

  it('maps each prop to its theme key and the CSS of a sample, with a fake package', () => {
    const rows = systemPropertyRows({
      filterProps: ['p', 'bgcolor', 'whiteSpace'],
      config: { bgcolor: { themeKey: 'palette', cssProperty: 'backgroundColor' } },
      run: (sx) => ('p' in sx ? { padding: `${Number(sx.p) * 8}px` } : 'bgcolor' in sx ? { backgroundColor: `[${String(sx.bgcolor)}]` } : { whiteSpace: sx.whiteSpace }),
      spacingProps: new Set(['p']),
    });
    expect(rows).toEqual([
      { prop: 'p', themeKey: 'spacing', sample: 2, css: ['padding: 16px'] },
      { prop: 'bgcolor', themeKey: 'palette', sample: 'primary.main', css: ['background-color: [primary.main]'] },
      { prop: 'whiteSpace', themeKey: null, sample: 'nowrap', css: ['white-space: nowrap'] },
    ]);
  });

  it('fails with the prop named when a sample produces no CSS', () => {
    expect(() => systemPropertyRows({ filterProps: ['odd'], config: {}, run: () => ({}), spacingProps: new Set() })).toThrow(/sx prop "odd"/);
  });

  it('gives every prop of every group of the installed package a row with CSS, theme lookups resolved', () => {
    for (const group of SYSTEM_GROUPS) {
      const rows = systemPropertyRows(realInput(group));
      expect(rows.length, group).toBeGreaterThan(0);
      for (const row of rows) expect(row.css.length, `${group} ${row.prop}`).toBeGreaterThan(0);
    }
    const spacing = systemPropertyRows(realInput('spacing'));
    expect(spacing.find((row) => row.prop === 'mx')?.css).toEqual(['margin-left: 16px', 'margin-right: 16px']);
    const palette = systemPropertyRows(realInput('palette'));
    expect(palette.find((row) => row.prop === 'bgcolor')).toMatchObject({ themeKey: 'palette', css: [`background-color: ${theme.palette.primary.main}`] });
    const positions = systemPropertyRows(realInput('positions'));
    expect(positions.find((row) => row.prop === 'zIndex')).toMatchObject({ themeKey: 'zIndex', css: [`z-index: ${theme.zIndex.modal}`] });
  });
});
