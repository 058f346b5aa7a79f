import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { createSearchEngine } from '../src/search/engine';
import { unpackIndex } from '../src/search/indexFile';
import { productOf } from '../src/search/pageProduct';
import { displayedPages, displayedUrls, measureHitRate, type QualityQuery } from '../src/search/quality';
import { apiPages } from '../src/navigation/sections';
import { allContentPages } from './demoPages';

const INDEX = '/search-index.json';

/** Opens a page and waits until the search shortcut listener is live. */
async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('button[aria-keyshortcuts][data-hydrated]')).toBeVisible();
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const input = (page: Page) => page.getByRole('combobox', { name: 'Search pages, sections, components and props' });

/** Presses Ctrl+K and waits for the dialog's input to take focus (its code loads on this first open). */
async function openSearch(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
}

test('the index is not fetched by the first load, only when search opens', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(INDEX)) fetched.push(request.url());
  });
  await openPage(page, '/material-ui/getting-started/installation');
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(input(page)).toBeFocused();
  await expect.poll(() => fetched.length).toBe(1);
});

test('Ctrl+K opens search, typing shows results with the count announced and the match marked', async ({ page }) => {
  await openPage(page, '/material-ui/getting-started/installation');
  await page.keyboard.press('Control+k');
  await expect(dialog(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
  await page.keyboard.type('roboto');
  const first = dialog(page).getByRole('option').first();
  await expect(first).toContainText('Roboto font');
  await expect(first.locator('mark')).toHaveText('Roboto');
  await expect(dialog(page).getByRole('status')).toHaveText(/^\d+ results?$/);
});

test('/ opens search; Esc closes it and returns focus to the search button', async ({ page }) => {
  await openPage(page, '/material-ui/react-button');
  const button = page.getByRole('button', { name: 'Search' });
  await button.focus();
  await page.keyboard.press('/');
  await expect(input(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(button).toBeFocused();
});

test('keyboard only: arrows move through results, Enter goes to the section anchor', async ({ page }) => {
  await openPage(page, '/material-ui/react-button');
  await openSearch(page);
  await page.keyboard.type('peer dependencies');
  const options = dialog(page).getByRole('option');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(input(page)).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id')) ?? 'missing');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/material-ui\/getting-started\/installation#peer-dependencies$/);
});

test('results of the current product come first', async ({ page }) => {
  await openPage(page, '/joy-ui/getting-started');
  await openSearch(page);
  await page.keyboard.type('installation');
  await expect(dialog(page).getByRole('group').first()).toHaveAttribute('aria-label', 'Joy UI');
  await page.keyboard.press('Escape');
  await openPage(page, '/material-ui/getting-started');
  await openSearch(page);
  await page.keyboard.type('installation');
  await expect(dialog(page).getByRole('group').first()).toHaveAttribute('aria-label', 'Material UI');
});

test('a misspelt query still finds the page, and a query with no match gets a helpful empty state', async ({ page }) => {
  await openPage(page, '/');
  await openSearch(page);
  await page.keyboard.type('chekbox');
  await expect(dialog(page).getByRole('option').first()).toContainText('Checkbox');
  await input(page).fill('zzxqwv');
  await expect(dialog(page)).toContainText('No results for “zzxqwv”');
  await expect(dialog(page).getByRole('status')).toHaveText('0 results');
  // `$'` would be a replacement pattern if the query were put into the sentence as a string.
  await input(page).fill("zzxqwv$'qqjx");
  await expect(dialog(page)).toContainText("No results for “zzxqwv$'qqjx”");
});

test('a page is found by a keyword of its front matter, which its head carries', async ({ page }) => {
  await openPage(page, '/material-ui/react-badge');
  // content/material-ui/components/badge/badge.mdx: `keywords: [notification dot, …]`.
  await expect(page.locator('head meta[name="keywords"]')).toHaveAttribute('content', /notification dot/);
  await openSearch(page);
  await page.keyboard.type('notification dot');
  await expect(dialog(page).getByRole('option').first()).toContainText('Badge');
});

test('“joy text field” leads to Joy UI’s Input page, which says why Joy has no TextField', async ({ page }) => {
  // TextField is an `@ignore` stub in @mui/joy: the Input page explains the composition that replaces it.
  await openPage(page, '/material-ui/react-button');
  await openSearch(page);
  await page.keyboard.type('joy text field');
  const first = dialog(page).getByRole('option').first();
  await expect(first).toContainText('Input');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/joy-ui\/react-input(#|$)/);
  await expect(page.getByRole('heading', { level: 2, name: 'Joy UI has no TextField' })).toBeVisible();
});

test('recent searches are kept in the browser and can be cleared', async ({ page }) => {
  await openPage(page, '/');
  await openSearch(page);
  await page.keyboard.type('slider');
  const first = dialog(page).getByRole('option').first();
  await expect(first).toContainText('Slider');
  // Several products have a Slider page; from the home page any of them may lead.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/[a-z-]+\/react-slider$/);
  await expect(page.locator('button[aria-keyshortcuts][data-hydrated]')).toBeVisible();
  await openSearch(page);
  const recent = dialog(page).getByRole('listbox', { name: 'Recent searches' });
  await expect(recent.getByRole('option')).toHaveText([/Slider\s*slider/]);
  await dialog(page).getByRole('button', { name: 'Clear recent searches' }).click();
  await expect(dialog(page)).toContainText('Type to search every page');
  expect(await page.evaluate(() => localStorage.getItem('mui-search-recent'))).toBe('[]');
});

test('a failed index load says so and can be retried', async ({ page }) => {
  let fail = true;
  await page.route(`**${INDEX}`, (route) => (fail ? route.fulfill({ status: 503, body: 'down' }) : route.continue()));
  await openPage(page, '/');
  await openSearch(page);
  await expect(dialog(page)).toContainText('Search could not load.');
  fail = false;
  await dialog(page).getByRole('button', { name: 'Try again' }).click();
  await input(page).fill('switch');
  await expect(dialog(page).getByRole('option').first()).toContainText('Switch');
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds no violation with the dialog open and results shown (${mode})`, async ({ page }) => {
    await page.addInitScript((m) => localStorage.setItem('mui-mode', m), mode);
    await openPage(page, '/material-ui/getting-started/installation');
    await openSearch(page);
    await page.keyboard.type('install');
    await expect(dialog(page).getByRole('option').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

const QUALITY_SETS = [
  // Tuned against: synonyms, boosts, weights and the pages' keywords were adjusted until these pass.
  // It holds the first four held-out sets too, each appended after it had been measured untouched
  // (the fourth on 2026-11-25, at 84 of 93), tuned against from then on.
  { name: 'tuning', file: 'search-queries.json', minimum: 680, floor: 0.95 },
  // The fifth set, written on 2026-11-25 from the page list and the pages alone, before the pages had
  // keywords, and never tuned against: the honest figure. Measured once untouched at 98 of 100
  // (95 of 100 with the keywords left out of the index). The goal is 95 % (issue 12).
  { name: 'held-out', file: 'search-queries.heldout.json', minimum: 100, floor: 0.95 },
  // Cross-product (issue 37): a query naming another product's part, utility, template, component or
  // guide, typed on a page of a product that is not the answer's. The tuning set (29 of 33 when the
  // current product began to lead only between comparable matches, 19 before) was tuned against.
  { name: 'cross-product tuning', file: 'search-queries.crossproduct.json', minimum: 33, floor: 0.85 },
  // Written before that change from the page lists alone and never tuned against: 30 of 63 untouched
  // (47.6 %), 59 of 63 (93.7 %) after it, measured once.
  { name: 'cross-product held-out', file: 'search-queries.crossproduct.heldout.json', minimum: 63, floor: 0.9 },
];

test('quality: the tuning and held-out queries show their page among the first 3, in the dialog’s order, at each set’s floor', async ({ request }) => {
  // The served index, not a copy on disk: what readers get.
  const engine = createSearchEngine(unpackIndex(await (await request.get(INDEX)).json(), INDEX));
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const failures: string[] = [];
  for (const set of QUALITY_SETS) {
    const { queries } = JSON.parse(readFileSync(path.join(__dirname, set.file), 'utf8')) as { queries: QualityQuery[] };
    expect(queries.length, set.file).toBeGreaterThanOrEqual(set.minimum);
    const missing = queries.filter(({ expected }) => !sitemap.includes(`${expected}</loc>`)).map(({ query, expected }) => `${query} → ${expected}`);
    expect(missing, `${set.file}: expected pages that the site does not have`).toEqual([]);
    // Each query is measured with a current product (see currentProductOf), as typed on a page of it.
    const report = measureHitRate(engine, queries, 3, productOf);
    console.log(`Search quality (${set.name}): ${report.hits}/${report.total} queries (${(report.rate * 100).toFixed(1)} %) show their page among the first 3`);
    if (report.rate < set.floor) failures.push(`${set.name} ${report.hits}/${report.total}; misses:\n${report.misses.map((miss) => `${miss.query} → ${miss.expected} (found ${miss.found.join(', ')})`).join('\n')}`);
  }
  // Both sets are measured before failing, so one run names every culprit.
  expect(failures).toEqual([]);
});

/** Text of an HTML fragment: tags dropped, the few entities headings use decoded. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .trim();
}

test('every content page is found by its title, and each of its sections by the title and the section’s heading', async ({ request }) => {
  const engine = createSearchEngine(unpackIndex(await (await request.get(INDEX)).json(), INDEX));
  const failures: string[] = [];
  let sections = 0;
  const pathnames = allContentPages();
  // The engine's work grows with the site (a title query and one per section, for each page).
  test.setTimeout(30_000 + pathnames.length * 150);
  // Title and headings as the built pages show them, not as the index has them: fetched a few at a time.
  const htmlOf = new Map<string, string>();
  for (let start = 0; start < pathnames.length; start += 8) {
    const batch = pathnames.slice(start, start + 8);
    const texts = await Promise.all(batch.map(async (pathname) => (await request.get(pathname)).text()));
    batch.forEach((pathname, index) => htmlOf.set(pathname, texts[index] ?? ''));
  }
  for (const pathname of pathnames) {
    const html = htmlOf.get(pathname) ?? '';
    const title = textOf(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '');
    expect(title, pathname).not.toBe('');
    const product = productOf(pathname);
    const pages = displayedPages(engine, title, product, 3);
    if (!pages.includes(pathname)) failures.push(`"${title}" → ${pathname}: found ${pages.join(', ')}`);
    for (const match of html.matchAll(/<h2 id="([^"]+)"[^>]*>(.*?)<a [^>]*class="heading-anchor"/gs)) {
      const [, id, heading] = match;
      const query = `${title} ${textOf(heading ?? '')}`;
      const urls = displayedUrls(engine, query, product, 5);
      sections++;
      if (!urls.includes(`${pathname}#${id}`)) failures.push(`"${query}" → ${pathname}#${id}: found ${urls.join(', ')}`);
    }
  }
  console.log(`Search by title and heading: ${pathnames.length} pages, ${sections} sections, ${failures.length} not found`);
  expect(sections).toBeGreaterThan(100);
  expect(failures, failures.join('\n')).toEqual([]);
});

test('every API page is found by its title among the first 3 pages', async ({ request }) => {
  const engine = createSearchEngine(unpackIndex(await (await request.get(INDEX)).json(), INDEX));
  const failures = apiPages
    .filter(({ pathname, title }) => !displayedPages(engine, title, productOf(pathname), 3).includes(pathname))
    .map(({ pathname, title }) => `"${title}" → ${pathname}`);
  console.log(`Search by API page title: ${apiPages.length} pages, ${failures.length} not found`);
  expect(apiPages.length).toBeGreaterThan(100);
  expect(failures, failures.join('\n')).toEqual([]);
});

test('every Base UI part is found by its name on its page’s API tab (Dialog.Popup → the Dialog API tab)', async ({ request }) => {
  const engine = createSearchEngine(unpackIndex(await (await request.get(INDEX)).json(), INDEX));
  const tabs = apiPages.filter(({ pathname }) => /^\/base-ui\/react-[a-z-]+\/components-api$/.test(pathname));
  const failures: string[] = [];
  let parts = 0;
  for (const { pathname } of tabs) {
    const html = await (await request.get(pathname)).text();
    for (const match of html.matchAll(/<h2 id="([^"]+)"[^>]*>([A-Z][A-Za-z]*\.[A-Z][A-Za-z]*)/g)) {
      const [, id, part] = match;
      parts++;
      const urls = displayedUrls(engine, part ?? '', 'base-ui', 3);
      if (!urls.includes(`${pathname}#${id}`)) failures.push(`"${part}" → ${pathname}#${id}: found ${urls.join(', ')}`);
    }
  }
  console.log(`Search by Base UI part: ${tabs.length} API tabs, ${parts} parts, ${failures.length} not found`);
  expect(parts).toBeGreaterThan(100);
  expect(failures, failures.join('\n')).toEqual([]);
});

test('a product named in the query leads the results on another product’s page', async ({ page }) => {
  await openPage(page, '/material-ui/getting-started/installation');
  await openSearch(page);
  await page.keyboard.type('base ui slider');
  await expect(dialog(page).getByRole('group').first()).toHaveAttribute('aria-label', 'Base UI');
  // Results follow each keystroke: wait until they are the whole query's before choosing the first.
  await expect(dialog(page).getByRole('option').first()).toContainText('Slider');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/base-ui\/react-slider(#[\w-]+)?$/);
});

test('a prop query lands on the prop row of its API page', async ({ page }) => {
  await openPage(page, '/material-ui/getting-started/installation');
  await openSearch(page);
  await page.keyboard.type('disableElevation');
  const first = dialog(page).getByRole('option').first();
  await expect(first).toContainText('disableElevation');
  await expect(first).toContainText('Prop · Button API');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/material-ui\/api\/button#prop-disableElevation$/);
  await expect(page.locator('#prop-disableElevation')).toHaveAttribute('data-api-name', 'disableElevation');
  await expect(page.locator('#prop-disableElevation')).toBeInViewport();
});
