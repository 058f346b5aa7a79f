import AxeBuilder from '@axe-core/playwright';
import { SharedChrome, sweepAxe } from './axe';
import { demoPages, onlyPages, sweepPages } from './demoPages';
import { SWEEP_SAMPLES } from '../scripts/sweepSelection';
import { expect, test, type Page } from './fixtures';
import { SweepTimer } from './sweepTiming';
import { inTabs } from './tabs';
import { axeFor, openIn, switchTo, variantOrder, type Variant } from './variants';

/** Every page the sitemap lists, as paths. */
async function sitemapPaths(page: Page): Promise<string[]> {
  const response = await page.request.get('/sitemap.xml');
  expect(response.ok()).toBe(true);
  const xml = await response.text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname);
  expect(paths.length).toBeGreaterThan(5);
  return paths;
}

// The ~230 generated API pages share one template, so the runs in three colour/direction variants
// check one page per section and kind (plus Slider, which has every block); the test below checks
// every API page once, and e2e/api-reference.spec.ts runs axe on API pages in every layout.
const API_SAMPLE = new Set(['/material-ui/api/button', '/material-ui/api/slider', '/joy-ui/api/button', '/system/api/box']);

/** Every non-API page, every Base UI tab page, and the API sample. */
function withApiSample(paths: string[]): string[] {
  return paths.filter((path) => !/^\/[a-z-]+\/api\//.test(path) || API_SAMPLE.has(path));
}

test('axe finds no violation on the sitemap pages of this run in light, dark and right to left', async ({ page, browser }) => {
  // Pages with demos are checked by e2e/content.spec.ts in the same three variants, with every demo mounted.
  const withDemos = new Set(demoPages());
  // The templates' code pages are one component over long highlighted files (e2e/templates.spec.ts checks one in light and dark).
  // Changed and sampled pages in `npm test`, every one with SWEEP=all, those `CONTENT_PAGES` names (e2e/demoPages.ts).
  const candidates = withApiSample(await sitemapPaths(page)).filter((path) => !withDemos.has(path) && !/\/templates\/[a-z-]+\/code$/.test(path));
  const paths = sweepPages('Page sweep', candidates, SWEEP_SAMPLES.pages);
  if (!onlyPages()) paths.push('/this-page-does-not-exist', ...[...API_SAMPLE].filter((path) => !paths.includes(path)));
  expect(paths.length, 'pages to check').toBeGreaterThan(0);
  // A few seconds per page on a quiet machine; the allowance grows with the site.
  test.setTimeout(60_000 + paths.length * 8_000);
  const failures: string[] = [];
  const chrome = new SharedChrome();
  const timer = new SweepTimer('pages');
  await inTabs({ page, browser }, paths, async (tab, path) => {
    const visit = timer.visit(path);
    // One visit checks all three variants (e2e/variants.ts).
    const [first, ...others] = variantOrder(paths.indexOf(path)) as [Variant, ...Variant[]];
    await timer.time(visit, 'open', tab, () => openIn(tab, path, first));
    for (const variant of [first, ...others]) {
      if (variant !== first) await timer.time(visit, 'switch', tab, () => switchTo(tab, variant));
      const results = await timer.time(visit, `axe ${variant.name}`, tab, () => chrome.scope(axeFor(tab, variant), path, variant.name).analyze());
      for (const violation of results.violations) {
        failures.push(`${path} (${variant.name}): ${violation.id} (${violation.impact}) — ${violation.help}\n    ${violation.nodes.map((node) => node.target.join(' ')).join('\n    ')}`);
      }
    }
  }).finally(() => timer.write());
  expect(failures.sort(), failures.join('\n')).toEqual([]);
});

// Generated API pages once each (light mode): they share a template, but each has its own data (long
// types, deprecated props, slots, classes). Every one when the packages or the generator changed, or
// with SWEEP=all (npm run test:sweeps); otherwise a rotating sample.
test('axe finds no violation on the generated API pages of this run (light mode)', async ({ page, browser }) => {
  test.setTimeout(600_000);
  const all = (await sitemapPaths(page)).filter((path) => /^\/[a-z-]+\/api\//.test(path) && !API_SAMPLE.has(path));
  expect(all.length).toBeGreaterThan(200);
  // The API pages change with the packages' types and the generator: then every one, else a rotating sample.
  const paths = sweepPages('API page sweep', all, SWEEP_SAMPLES.apiPages, (file) => file === 'package-lock.json' || file.startsWith('scripts/api/') || file.startsWith('src/api-reference/'));
  const failures: string[] = [];
  const chrome = new SharedChrome();
  const timer = new SweepTimer('api-pages');
  await inTabs({ page, browser }, paths, async (tab, path) => {
    const visit = timer.visit(path);
    await timer.time(visit, 'open', tab, () => tab.goto(path));
    // Contrast and landmarks (`region`) come from the template's CSS and layout, not from a page's
    // data, and are the slowest rules: the sample above checks them in three colour/direction
    // variants, e2e/api-reference.spec.ts in every layout.
    const results = await timer.time(visit, 'axe light', tab, () => chrome.scope(sweepAxe(tab).disableRules(['color-contrast', 'region']), path, 'light').analyze());
    for (const violation of results.violations) failures.push(`${path}: ${violation.id} (${violation.impact}) — ${violation.help}`);
  }).finally(() => timer.write());
  expect(failures.sort(), failures.join('\n')).toEqual([]);
});

test('axe finds no violation with the settings drawer open (light and dark)', async ({ page }) => {
  for (const mode of ['light', 'dark']) {
    await page.addInitScript((m) => localStorage.setItem('mui-mode', m), mode);
    await page.goto('/material-ui/getting-started/installation');
    await page.getByRole('button', { name: 'Toggle settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
    const results = await new AxeBuilder({ page }).include('dialog').analyze();
    expect(results.violations.map((v) => `${mode}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
