import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** Every page the sitemap lists, as paths. */
async function sitemapPaths(page: Page): Promise<string[]> {
  const response = await page.request.get('/sitemap.xml');
  expect(response.ok()).toBe(true);
  const xml = await response.text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname);
  expect(paths.length).toBeGreaterThan(5);
  return paths;
}

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds no violation on any sitemap page (${mode} mode)`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.addInitScript((value) => localStorage.setItem('mui-mode', value), mode);
    const paths = await sitemapPaths(page);
    paths.push('/this-page-does-not-exist');
    const failures: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
      for (const violation of results.violations) {
        failures.push(`${path}: ${violation.id} (${violation.impact}) — ${violation.help}\n    ${violation.nodes.map((node) => node.target.join(' ')).join('\n    ')}`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
}
