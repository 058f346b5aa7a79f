import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSnippets, type CodeSnippet } from '../../scripts/codeSnippets';
import { colorThemeCode, composite, contrastRatio, formatRatio, normalizeHex, parseColor, relativeLuminance, toHex, type ColorChoice } from './color';

const root = path.resolve(__dirname, '../..');

/** WCAG 2 contrast, written out from the spec (relative luminance with the sRGB transfer curve). */
function wcagContrast(a: [number, number, number], b: [number, number, number]): number {
  const luminance = (rgb: [number, number, number]) => {
    const [r, g, b] = rgb.map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

describe('parseColor', () => {
  it.each([
    ['#19d', { r: 0x11, g: 0x99, b: 0xdd, a: 1 }],
    ['#1976d2', { r: 25, g: 118, b: 210, a: 1 }],
    ['  #1976D2 ', { r: 25, g: 118, b: 210, a: 1 }],
    ['rgb(25, 118, 210)', { r: 25, g: 118, b: 210, a: 1 }],
    ['rgb(25 118 210)', { r: 25, g: 118, b: 210, a: 1 }],
    ['rgba(0, 0, 0, 0.87)', { r: 0, g: 0, b: 0, a: 0.87 }],
    ['RGBA(255,255,255,.5)', { r: 255, g: 255, b: 255, a: 0.5 }],
    ['rgb(0 0 0 / 0.6)', { r: 0, g: 0, b: 0, a: 0.6 }],
    ['rgba(0, 0, 0, 2)', { r: 0, g: 0, b: 0, a: 1 }],
  ])('reads %s', (value, expected) => {
    expect(parseColor(value)).toEqual(expected);
  });

  it.each(['red', '', '#12', '#1234', '#12345', '#1976d2ff', '#ggg', 'hsl(210, 79%, 46%)', 'rgb(256, 0, 0)', 'rgb(0, 0)', 'rgb(-1, 0, 0)', 'rgb(1.2.3, 0, 0)', 'rgba(0, 0, 0, .)'])('gives null for %j', (value) => {
    expect(parseColor(value)).toBeNull();
  });
});

describe('normalizeHex', () => {
  it.each([
    ['19d', '#1199dd'],
    ['#19d', '#1199dd'],
    ['1976D2', '#1976d2'],
    [' #ABCDEF ', '#abcdef'],
  ])('normalises %j to %s', (value, expected) => {
    expect(normalizeHex(value)).toBe(expected);
  });

  it.each(['', '#', 'xyz', '#12', '#1234', '#12345', '##123', '#1976d2ff', 'rgb(0, 0, 0)', 'blue'])('gives null for %j', (value) => {
    expect(normalizeHex(value)).toBeNull();
  });
});

describe('toHex and composite', () => {
  it('rounds channels and pads them to two digits', () => {
    expect(toHex({ r: 1, g: 15.6, b: 255, a: 1 })).toBe('#0110ff');
  });

  it('paints a translucent colour over an opaque one', () => {
    expect(composite({ r: 0, g: 0, b: 0, a: 0.5 }, { r: 255, g: 255, b: 255, a: 1 })).toEqual({ r: 127.5, g: 127.5, b: 127.5, a: 1 });
    expect(composite({ r: 10, g: 20, b: 30, a: 1 }, { r: 255, g: 255, b: 255, a: 1 })).toEqual({ r: 10, g: 20, b: 30, a: 1 });
  });

  it('gives black luminance 0 and white 1', () => {
    expect(relativeLuminance({ r: 0, g: 0, b: 0, a: 1 })).toBe(0);
    expect(relativeLuminance({ r: 255, g: 255, b: 255, a: 1 })).toBeCloseTo(1, 12);
  });
});

describe('contrastRatio', () => {
  it('is 21 for white on black, either way round', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 10);
  });

  it('is 1 for a colour on itself', () => {
    expect(contrastRatio('#1976d2', '#1976d2')).toBeCloseTo(1, 12);
    expect(contrastRatio('rgb(25, 118, 210)', '#1976d2')).toBeCloseTo(1, 12);
  });

  it('matches the WCAG formula for #1976d2 on white (about 4.6:1)', () => {
    const expected = wcagContrast([0x19, 0x76, 0xd2], [255, 255, 255]);
    expect(expected).toBeCloseTo(4.6, 1);
    expect(contrastRatio('#1976d2', '#ffffff')).toBeCloseTo(expected, 10);
    expect(contrastRatio('#ffffff', '#1976d2')).toBeCloseTo(expected, 10);
  });

  it('composites a translucent foreground over the background first', () => {
    // rgba(0, 0, 0, 0.87) over white is rgb(33.15, 33.15, 33.15).
    const grey = 255 * 0.13;
    const expected = wcagContrast([grey, grey, grey], [255, 255, 255]);
    expect(contrastRatio('rgba(0, 0, 0, 0.87)', '#ffffff')).toBeCloseTo(expected, 10);
    expect(contrastRatio('rgba(0, 0, 0, 0.87)', '#ffffff')).toBeLessThan(contrastRatio('#000000', '#ffffff') - 4);
    // Over a dark background the same text is painted darker still, not compared as if it were opaque.
    const onBlue = composite({ r: 0, g: 0, b: 0, a: 0.87 }, { r: 0x19, g: 0x76, b: 0xd2, a: 1 });
    expect(contrastRatio('rgba(0, 0, 0, 0.87)', '#1976d2')).toBeCloseTo(wcagContrast([onBlue.r, onBlue.g, onBlue.b], [0x19, 0x76, 0xd2]), 10);
  });

  it('treats a translucent background as painted over white', () => {
    // rgba(0, 0, 0, 0.5) over white is rgb(127.5, …).
    expect(contrastRatio('#ffffff', 'rgba(0, 0, 0, 0.5)')).toBeCloseTo(wcagContrast([255, 255, 255], [127.5, 127.5, 127.5]), 10);
  });

  it('throws naming both colours when one cannot be read', () => {
    expect(() => contrastRatio('red', '#fff')).toThrow('Cannot compute contrast of "red" on "#fff": use #rrggbb or rgb()/rgba().');
    expect(() => contrastRatio('#fff', 'hsl(0, 0%, 0%)')).toThrow(/"hsl\(0, 0%, 0%\)"/);
  });
});

describe('formatRatio', () => {
  it.each([
    [4.499, '4.49:1'],
    [4.4999999, '4.49:1'],
    [4.5, '4.50:1'],
    [4.6, '4.60:1'],
    [4.56, '4.56:1'],
    [4.601895875436464, '4.60:1'],
    [16.079, '16.07:1'],
    [21, '21.00:1'],
    [1, '1.00:1'],
  ])('shows %d as %s (two decimals, truncated)', (ratio, expected) => {
    expect(formatRatio(ratio)).toBe(expected);
  });

  it('never shows a ratio just below AA as 4.50', () => {
    expect(formatRatio(4.5 - 1e-9)).toBe('4.49:1');
  });
});

describe('colorThemeCode', () => {
  const set = (hue: string, shade: string, hex = '#000000'): ColorChoice => ({ kind: 'set', hue, shade, hex });
  const hex = (value: string): ColorChoice => ({ kind: 'hex', hex: value });

  it('imports each colour set once and quotes A-shades', () => {
    const code = colorThemeCode({ primary: set('pink', 'A400'), secondary: set('pink', '200') });
    expect(code).toBe(
      [
        "import { createTheme } from '@mui/material/styles';",
        "import { pink } from '@mui/material/colors';",
        '',
        'const theme = createTheme({',
        '  palette: {',
        "    primary: { main: pink['A400'] },",
        '    secondary: { main: pink[200] },',
        '  },',
        '});',
        '',
        'export default theme;',
        '',
      ].join('\n'),
    );
  });

  it('imports two different sets in primary, secondary order', () => {
    const code = colorThemeCode({ primary: set('indigo', '500'), secondary: set('deepOrange', 'A200') });
    expect(code).toContain("import { indigo, deepOrange } from '@mui/material/colors';");
    expect(code).toContain('primary: { main: indigo[500] }');
    expect(code).toContain("secondary: { main: deepOrange['A200'] }");
  });

  it('quotes hex choices and imports no colour set for them', () => {
    const code = colorThemeCode({ primary: hex('#1976d2'), secondary: hex('#9c27b0') });
    expect(code).not.toContain('@mui/material/colors');
    expect(code).toContain("primary: { main: '#1976d2' }");
    expect(code).toContain("secondary: { main: '#9c27b0' }");
  });

  it('mixes a set and a hex choice', () => {
    const code = colorThemeCode({ primary: hex('#123456'), secondary: set('teal', 'A700') });
    expect(code.match(/from '@mui\/material\/colors'/g)).toHaveLength(1);
    expect(code).toContain("import { teal } from '@mui/material/colors';");
    expect(code).toContain("primary: { main: '#123456' }");
    expect(code).toContain("secondary: { main: teal['A700'] }");
  });

  it('produces code that type-checks (and the check catches a bad colour set)', () => {
    const page = 'src/theme-tools/color-tool-check.mdx';
    const snippet = (code: string, line: number): CodeSnippet => ({ page, line, language: 'ts', code });
    const good = [
      snippet(colorThemeCode({ primary: set('pink', 'A400'), secondary: set('pink', '200') }), 1),
      snippet(colorThemeCode({ primary: set('indigo', '500'), secondary: set('deepOrange', 'A200') }), 100),
      snippet(colorThemeCode({ primary: hex('#1976d2'), secondary: set('lightBlue', '50') }), 200),
      snippet(colorThemeCode({ primary: hex('#1976d2'), secondary: hex('#9c27b0') }), 300),
    ];
    expect(checkSnippets(root, good)).toEqual([]);
    const bad = snippet(colorThemeCode({ primary: set('pink', 'A450'), secondary: hex('#9c27b0') }), 400);
    const problems = checkSnippets(root, [bad]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^src\/theme-tools\/color-tool-check\.mdx:\d+:\d+ .*A450/);
  }, 60_000);
});
