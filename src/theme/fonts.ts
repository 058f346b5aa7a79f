/**
 * The site's typefaces, self-hosted from @fontsource packages (README, "Fonts"): Inter for text and
 * JetBrains Mono for code, each one variable file of the Latin subset. next/font/local serves them
 * from /_next/static with `font-display: swap` and a fallback face whose metrics are adjusted to match
 * (size-adjust, ascent and descent overrides), so the swap moves nothing: CLS stays 0.
 *
 * Neither is preloaded: they are used only once this browser has the files, fetched after a first
 * visit's page has loaded (src/theme/fontActivation.ts).
 */
import localFont from 'next/font/local';

export const inter = localFont({
  src: [{ path: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', weight: '100 900', style: 'normal' }],
  variable: '--font-inter',
  display: 'swap',
  preload: false,
  // The metric-adjusted fallback is 'Inter Fallback' in globals.css, not next/font's: next/font names
  // only local('Arial'), which Linux does not have, so there the fallback became system-ui and the
  // swap re-wrapped lines. The same overrides on Liberation Sans or Arimo (Arial's metrics) hold.
  adjustFontFallback: false,
  fallback: ['Inter Fallback', 'system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
});

export const jetbrainsMono = localFont({
  src: [{ path: '../../node_modules/@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2', weight: '100 800', style: 'normal' }],
  variable: '--font-jetbrains-mono',
  display: 'swap',
  preload: false,
  // next/font only derives fallback metrics from Arial or Times New Roman, neither monospaced. The
  // 'JetBrains Mono Fallback' families in globals.css give common monospace faces JetBrains Mono's
  // width and its taller ascent and descent (without them an inline code element grew its line by
  // 2 px at the swap, moving every line below it).
  adjustFontFallback: false,
  fallback: ['JetBrains Mono Fallback', 'JetBrains Mono Fallback Consolas', 'JetBrains Mono Fallback Courier', 'ui-monospace', 'SFMono-Regular', 'monospace'],
});

/** The two faces' family names as next/font generated them (the first entry of each `fontFamily`). */
export function siteFontFamilies(): string[] {
  return [inter, jetbrainsMono].map((font) => font.style.fontFamily.split(',')[0]!.trim().replace(/^["']|["']$/g, ''));
}
