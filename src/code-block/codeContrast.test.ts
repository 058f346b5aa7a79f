/**
 * Every colour the code highlighter can give a token reaches WCAG AA (4.5:1) against the code
 * background of its colour mode. This covers every token kind at once, so the page-by-page axe
 * sweeps over demo pages (e2e/content.spec.ts) can leave the code blocks' thousands of token spans out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { bundledThemes } from 'shiki';
import { describe, expect, it } from 'vitest';
import { CODE_THEMES, tokenClasses, tokenClassTransformer, tokenColorsCss, tokenPalettes } from '../mdx/codeThemes';

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

describe('token classes', () => {
  const palettes = { light: ['#1f2328', '#cf222e'], dark: ['#e6edf3', '#ff7b72'] };

  it('turn a token’s inline colours into one light and one dark class', () => {
    expect(tokenClasses('color:#CF222E;--shiki-dark:#FF7B72', palettes)).toBe('l1 d1');
    expect(tokenClasses('color:#1f2328;--shiki-dark:#ff7b72', palettes)).toBe('l0 d1');
  });

  it('leave anything else inline: unknown colours, other properties', () => {
    expect(tokenClasses('color:#123456;--shiki-dark:#FF7B72', palettes)).toBeNull();
    expect(tokenClasses('color:#CF222E;--shiki-dark:#FF7B72;font-style:italic', palettes)).toBeNull();
    expect(tokenClasses('background-color:#ffffff', palettes)).toBeNull();
  });

  it('have a stylesheet rule for every class, dark ones only under the dark root', () => {
    const css = tokenColorsCss(palettes);
    expect(css).toContain('.shiki .l1{color:#cf222e}');
    expect(css).toContain(':root.dark .shiki .d1{color:#ff7b72}');
  });

  it('cover what the highlighter writes for real code: no token of a demo keeps an inline colour', async () => {
    const { createHighlighter } = await import('shiki');
    const highlighter = await createHighlighter({ themes: Object.values(CODE_THEMES), langs: ['tsx'] });
    const code = "import * as React from 'react';\n// A comment\nexport default function Demo(): React.ReactElement {\n  const [count, setCount] = React.useState<number>(0);\n  return <button type=\"button\" onClick={() => setCount(count + 1)}>{`Clicked ${count} times`}</button>;\n}\n";
    const html = highlighter.codeToHtml(code, { lang: 'tsx', themes: CODE_THEMES, defaultColor: 'light', transformers: [tokenClassTransformer(await tokenPalettes())] });
    const tokens = html.match(/<span (class|style)="[^"]*"/g) ?? [];
    expect(tokens.length).toBeGreaterThan(30);
    expect(tokens.filter((token) => token.startsWith('<span style'))).toEqual([]);
  });
});
