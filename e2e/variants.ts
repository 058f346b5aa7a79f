/**
 * The three colour/direction variants the axe sweeps check every page in, and how one visit checks
 * all three: the page opens in one of them (taken in turn from page to page, so each variant is also
 * loaded fresh, hydration included, on a third of the pages) and is switched to the other two through
 * the settings API, as the settings drawer switches them.
 */
import { sweepAxe, type SweepAxe } from './axe';
import { expect, type Page } from './fixtures';

export const VARIANTS = [
  { name: 'light', mode: 'light', direction: 'ltr', skip: [], only: null },
  // Dark mode swaps the colour variables under `html.dark` and nothing else: the document is the one
  // the light pass judged. So the dark pass runs the rules that read colours (contrast, and links told
  // apart from their text by colour); every other rule runs in dark in the right-to-left pass below.
  { name: 'dark', mode: 'dark', direction: 'ltr', skip: [], only: ['color-contrast', 'link-in-text-block'] },
  // Direction moves things, not colours: the dark pass has measured every contrast of the page
  // (axe's slowest rule, three quarters of a run) and told every link in a text block from its text
  // by colour (the second slowest colour rule).
  { name: 'right to left, dark', mode: 'dark', direction: 'rtl', skip: ['color-contrast', 'link-in-text-block'], only: null },
] as const;
export type Variant = (typeof VARIANTS)[number];

/** The variants in the order the `index`-th page checks them: the one it opens in first. */
export function variantOrder(index: number): Variant[] {
  return VARIANTS.map((_, offset) => VARIANTS[(index + offset) % VARIANTS.length] as Variant);
}

/** Opens `path` in `variant`, stored as a reader's choice is, before the page's first script runs. */
export async function openIn(page: Page, path: string, variant: Variant): Promise<void> {
  // Storage belongs to the site's origin: the first visit of a tab lands on it first.
  if (!page.url().startsWith('http')) await page.goto('/robots.txt');
  await page.evaluate(([mode, direction]) => {
    localStorage.setItem('mui-mode', mode);
    localStorage.setItem('mui-direction', direction);
  }, [variant.mode, variant.direction] as const);
  await page.goto(path);
}

/** Switches the open page to `variant` through the settings API and waits until it has painted. */
export async function switchTo(page: Page, variant: Variant): Promise<void> {
  await page.evaluate(([mode, direction]) => {
    window.__docsDisplay?.setMode(mode);
    window.__docsDisplay?.setDirection(direction);
  }, [variant.mode, variant.direction] as const);
  const html = page.locator('html');
  if (variant.mode === 'dark') await expect(html).toHaveClass(/\bdark\b/);
  else await expect(html).not.toHaveClass(/\bdark\b/);
  await expect(html).toHaveAttribute('dir', variant.direction);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** An axe run over `page` as `variant` asks: only its rules when it names them, else every rule but those it skips. */
export function axeFor(page: Page, variant: Variant): SweepAxe {
  const axe = sweepAxe(page);
  return variant.only ? axe.withRules([...variant.only]) : axe.disableRules([...variant.skip]);
}
