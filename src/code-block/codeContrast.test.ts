/**
 * Every colour the code highlighter can give a token reaches WCAG AA (4.5:1) against the code
 * background of its colour mode. This covers every token kind at once, so the page-by-page axe
 * sweeps over demo pages (e2e/content.spec.ts) can leave the code blocks' thousands of token spans out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { bundledThemes } from 'shiki';
import { describe, expect, it } from 'vitest';
import { CODE_THEMES } from '../mdx/codeThemes';

const CONTENT_DIR = path.join(__dirname, '../../content');

type Rgb = [number, number, number];

function parseHex(hex: string): { rgb: Rgb; alpha: number } {
  const digits = hex.replace('#', '');
  const full = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const channel = (index: number) => parseInt(full.slice(index * 2, index * 2 + 2), 16);
  return { rgb: [channel(0), channel(1), channel(2)], alpha: full.length === 8 ? channel(3) / 255 : 1 };
}

function luminance([r, g, b]: Rgb): number {
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Contrast of `foreground` (possibly translucent) drawn over the opaque `background`. */
function contrastOver(foreground: string, background: string): number {
  const fg = parseHex(foreground);
  const bg = parseHex(background).rgb;
  const blended = fg.rgb.map((value, index) => value * fg.alpha + (bg[index] ?? 0) * (1 - fg.alpha)) as Rgb;
  const [light, dark] = [luminance(blended), luminance(bg)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The `--code-background` of each mode, read from the stylesheet that sets it. */
function codeBackgrounds(): { light: string; dark: string } {
  const css = readFileSync(path.join(__dirname, '../app/globals.css'), 'utf8');
  const light = /:root\s*\{[^}]*--code-background:\s*(#[0-9a-f]+)/i.exec(css)?.[1];
  const dark = /:root\.dark\s*\{[^}]*--code-background:\s*(#[0-9a-f]+)/i.exec(css)?.[1];
  if (!light || !dark) throw new Error('globals.css no longer sets --code-background for both modes');
  return { light, dark };
}

describe('code token colours', () => {
  it('computes contrast the WCAG way', () => {
    expect(contrastOver('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastOver('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    // Half-transparent black over white is a mid grey.
    expect(contrastOver('#00000080', '#ffffff')).toBeCloseTo(contrastOver('#7f7f7f', '#ffffff'), 1);
  });

  it('have no carriage return to mark: content files use Unix line endings', () => {
    const withReturns = readdirSync(CONTENT_DIR, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(mdx?|tsx?|jsx?|css|json)$/.test(file))
      .filter((file) => readFileSync(path.join(CONTENT_DIR, file), 'utf8').includes('\r'));
    expect(withReturns).toEqual([]);
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`reach 4.5:1 against the ${mode} code background`, async () => {
      const background = codeBackgrounds()[mode];
      const theme = (await bundledThemes[CODE_THEMES[mode]]()).default;
      // Foreground and the background it is drawn on: a rule with its own background (diff lines,
      // for instance) is measured against that background, every other one against the code's.
      const pairs = new Map<string, [string, string]>();
      const add = (foreground: string, ruleBackground?: string) => {
        const pair: [string, string] = [foreground.toLowerCase(), (ruleBackground ?? background).toLowerCase()];
        pairs.set(pair.join(' on '), pair);
      };
      const editorForeground = theme.colors?.['editor.foreground'];
      if (editorForeground) add(editorForeground);
      for (const rule of theme.tokenColors ?? []) {
        // `carriage-return` marks a stray \r, which content never has (checked below).
        if (rule.scope === 'carriage-return') continue;
        if (rule.settings.foreground) add(rule.settings.foreground, rule.settings.background);
      }
      expect(pairs.size).toBeGreaterThan(5);
      const failing = [...pairs]
        .filter(([, [fg, bg]]) => contrastOver(fg, bg) < 4.5)
        .map(([name, [fg, bg]]) => `${name}: ${contrastOver(fg, bg).toFixed(2)}:1`);
      expect(failing).toEqual([]);
    });
  }
});
