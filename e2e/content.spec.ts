/**
 * Every page with demos, as a reader sees it once every demo has mounted: no console error or page
 * error, and axe clean in light, dark and right to left. Pages are grouped by colour/direction
 * variant (one browser page walks them all), so the run grows by a few seconds per page.
 * `CONTENT_PAGES=/material-ui/react-alert,/material-ui/react-chip` limits the run to those pages.
 * (That every demo's generated JavaScript runs is checked by src/demos/generatedJs.test.ts.)
 */
import AxeBuilder from '@axe-core/playwright';
import { demoPages } from './demoPages';
import { expect, test, type Page } from './fixtures';

/** The demo pages to check: every one, or those `CONTENT_PAGES` names. */
function pagesToCheck(): string[] {
  const only = process.env.CONTENT_PAGES?.split(',').map((entry) => entry.trim()).filter(Boolean);
  return demoPages().filter((pathname) => !only || only.includes(pathname));
}

/** Scrolls every demo into view and waits until each has mounted its live component. */
async function mountEveryDemo(page: Page): Promise<number> {
  const sections = page.locator('section[data-demo]');
  const count = await sections.count();
  for (let i = 0; i < count; i++) {
    const section = sections.nth(i);
    const name = (await section.getAttribute('data-demo')) ?? '';
    const frame = section.locator('[data-demo-frame]');
    await frame.scrollIntoViewIfNeeded();
    // The live component (or an iframe demo's frame) is in; a focus target alone means it has not mounted.
    await expect(frame.locator(':scope > :not([tabindex="-1"])').first(), name).toBeAttached();
  }
  return count;
}

const VARIANTS = [
  { name: 'light', mode: 'light', direction: 'ltr' },
  { name: 'dark', mode: 'dark', direction: 'ltr' },
  { name: 'right to left, dark', mode: 'dark', direction: 'rtl' },
] as const;

for (const { name, mode, direction } of VARIANTS) {
  test(`every demo page renders all its demos with no console error, and axe finds nothing (${name})`, async ({ page }) => {
    const pages = pagesToCheck();
    test.setTimeout(30_000 + pages.length * 15_000);
    expect(pages.length).toBeGreaterThan(0);
    await page.addInitScript(
      ([m, d]) => {
        localStorage.setItem('mui-mode', m);
        localStorage.setItem('mui-direction', d);
      },
      [mode, direction] as const,
    );
    let current = '';
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${current}: ${message.text()}`);
    });
    page.on('pageerror', (error) => {
      errors.push(`${current}: ${error.message}`);
    });
    const failures: string[] = [];
    for (const pathname of pages) {
      current = pathname;
      await page.goto(pathname);
      expect(await mountEveryDemo(page), pathname).toBeGreaterThan(0);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
      for (const violation of results.violations) {
        failures.push(`${pathname}: ${violation.id} (${violation.impact}) — ${violation.help}\n    ${violation.nodes.map((node) => node.target.join(' ')).join('\n    ')}`);
      }
    }
    expect(errors, errors.join('\n')).toEqual([]);
    expect(failures, failures.join('\n')).toEqual([]);
  });
}
