/**
 * The Material Icons finder (issue 37): every icon of the installed package, searched by name and
 * meaning, filtered by theme, drawn a screenful at a time, moved through by keyboard, and opened in
 * a dialog with the import to copy. The URL keeps the search.
 */
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { blockFontFiles, layoutShift, layoutShiftSources, watchLayoutShifts } from './layoutShift';
import { packageIconNames } from '../scripts/iconFinderData';
import { createSearchEngine } from '../src/search/engine';
import { unpackIndex } from '../src/search/indexFile';
import { displayedPages } from '../src/search/quality';

const PAGE = '/material-ui/material-icons';
const PACKAGE = path.join(process.cwd(), 'node_modules/@mui/icons-material');

const finder = (page: Page) => page.locator('[data-icon-finder]');
const grid = (page: Page) => page.getByRole('group', { name: 'Icons' });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search icons' });

async function openFinder(page: Page, query = ''): Promise<void> {
  await page.goto(`${PAGE}${query}`);
  await expect(finder(page)).toHaveAttribute('data-ready', '');
}

test('the finder counts every icon of the package and draws only the rows in view', async ({ page }) => {
  const count = packageIconNames(PACKAGE).length;
  expect(count).toBeGreaterThan(10_000);
  await openFinder(page);
  await expect(finder(page).getByText(new RegExp(`^${count.toLocaleString('en')} icons in @mui/icons-material \\d`))).toBeVisible();
  await expect(finder(page).getByRole('status').filter({ hasText: /^Showing all [\d,]+ Filled icons\.$/ })).toBeVisible();
  // With the grid scrolled to the top of the window, every cell of the rows in view is drawn (112 px
  // cells, 104 px rows, as IconFinder.client.tsx lays them out), and not many more.
  await grid(page).evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }));
  const inView = await grid(page).evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const rows = Math.floor((Math.min(window.innerHeight, rect.bottom) - Math.max(0, rect.top)) / 104);
    return Math.max(0, rows) * Math.max(1, Math.floor(rect.width / 112));
  });
  expect(inView).toBeGreaterThan(0);
  await expect.poll(() => grid(page).getByRole('button').count()).toBeGreaterThanOrEqual(inView);
  expect(await grid(page).getByRole('button').count()).toBeLessThan(400);
  // The end of the list is reachable: scrolled to the bottom, the last names are drawn (and still only a screenful).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(grid(page).getByRole('button', { name: 'ZoomOutMap', exact: true })).toBeVisible();
  await expect(grid(page).getByRole('button', { name: 'ZoomOutMap', exact: true }).locator('svg path')).toHaveCount(1);
  expect(await grid(page).getByRole('button').count()).toBeLessThan(400);
  // Links to the finder: the sidebar and the Icons page.
  await expect(page.getByRole('navigation', { name: 'Material UI pages' }).getByRole('link', { name: 'Material Icons' })).toHaveAttribute('aria-current', 'page');
});

test('search finds icons by name and by meaning, names first, and the URL keeps the query and theme', async ({ page }) => {
  await openFinder(page);
  await search(page).fill('delete');
  const names = () => grid(page).getByRole('button').evaluateAll((buttons) => buttons.slice(0, 12).map((button) => button.getAttribute('aria-label')));
  await expect.poll(names).toContain('Delete');
  expect((await names())[0]).toBe('Delete');
  await expect(page).toHaveURL(/\?query=delete$/);

  // By meaning: the trash can and the gear.
  await search(page).fill('trash');
  await expect.poll(names).toContain('Delete');
  await search(page).fill('gear');
  await expect.poll(async () => (await names()).slice(0, 3)).toContain('Settings');
  await expect(finder(page).getByRole('status').filter({ hasText: /Filled icons match “gear”\.$/ })).toBeVisible();

  // The theme filter: every result in that theme, in the URL too.
  await page.getByRole('radio', { name: 'Rounded' }).check();
  await expect.poll(async () => (await names()).slice(0, 3)).toContain('SettingsRounded');
  for (const name of await names()) expect(name).toMatch(/Rounded$/);
  await expect(page).toHaveURL(/\?query=gear&theme=rounded$/);

  await search(page).fill('zzqx');
  await expect(finder(page).getByRole('status')).toHaveText('No Rounded icon matches “zzqx”. Try another word or theme.');
  await expect(grid(page).getByRole('button')).toHaveCount(0);
});

test('a shared link opens the finder on its search and theme', async ({ page }) => {
  await openFinder(page, '?query=settings&theme=twotone');
  await expect(search(page)).toHaveValue('settings');
  await expect(page.getByRole('radio', { name: 'Two tone' })).toBeChecked();
  await expect(grid(page).getByRole('button').first()).toHaveAttribute('aria-label', 'SettingsTwoTone');
});

test('the arrow keys move through the icons, Enter opens one in a modal dialog, Escape returns to it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Every Filled icon, so there are rows far below the first screenful.
  await openFinder(page);
  const first = grid(page).getByRole('button').first();
  await expect(first).toHaveAttribute('data-index', '0');
  // One tab stop in the grid.
  await search(page).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'Filled' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  const columns = await grid(page).evaluate((element) => getComputedStyle(element.firstElementChild!).gridTemplateColumns.split(' ').length);
  await page.keyboard.press('ArrowRight');
  await expect(grid(page).locator('[data-index="1"]')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(grid(page).locator(`[data-index="${1 + columns}"]`)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(grid(page).locator(`[data-index="${columns}"]`)).toBeFocused();
  // Down far enough to leave the first screenful: the focused icon is drawn and scrolled into view.
  for (let step = 0; step < 12; step++) await page.keyboard.press('ArrowDown');
  const far = grid(page).locator(`[data-index="${columns * 13}"]`);
  await expect(far).toBeFocused();
  await expect(far).toBeInViewport();
  const name = (await far.getAttribute('aria-label')) ?? '';

  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`import ${name}Icon from '@mui/icons-material/${name}';`)).toBeVisible();
  // Focus is kept inside the modal dialog.
  for (let step = 0; step < 20; step++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(far).toBeFocused();
});

test('the dialog shows sizes, colours and the other themes, and copies the import', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openFinder(page, '?query=delete');
  await grid(page).getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('li', { hasText: 'fontSize="large"' }).locator('svg')).toHaveCSS('width', '35px');
  await expect(dialog.locator('li', { hasText: 'primary' }).first()).toHaveCSS('color', 'rgb(25, 118, 210)');
  await dialog.getByRole('button', { name: 'Copy TSX code' }).first().click();
  await expect(dialog.getByRole('button', { name: 'Copied TSX code' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("import DeleteIcon from '@mui/icons-material/Delete';");
  // The other themes of the same icon.
  await expect(dialog.getByRole('button', { name: /^Delete in / })).toHaveText(['Filled', 'Outlined', 'Rounded', 'Two tone', 'Sharp']);
  await expect(dialog.getByRole('button', { name: 'Delete in Filled' })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: 'Delete in Two tone' }).click();
  await expect(page.getByRole('dialog', { name: 'DeleteTwoTone' })).toBeVisible();
  await expect(dialog.getByText("import DeleteTwoToneIcon from '@mui/icons-material/DeleteTwoTone';")).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Delete in Two tone' }).locator('svg path')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('the page does not move while the finder loads, and the index and markup come as static files', async ({ page }) => {
  await watchLayoutShifts(page);
  await blockFontFiles(page);
  const files: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/static/icons/')) files.push(new URL(request.url()).pathname);
  });
  await openFinder(page);
  await page.waitForTimeout(500);
  expect(await layoutShift(page), (await layoutShiftSources(page)).join('\n')).toBe(0);
  expect(files).toContain('/static/icons/index.json');
  expect(files.every((file) => /^\/static\/icons\/(index|filled\/\d+)\.json$/.test(file))).toBe(true);
});

for (const mode of ['light', 'dark'] as const) {
  test(`the finder and its dialog are axe clean (${mode})`, async ({ page }) => {
    await page.addInitScript((m) => localStorage.setItem('mui-mode', m), mode);
    await openFinder(page, '?query=home');
    const results = await new AxeBuilder({ page }).include('[data-icon-finder]').analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    await grid(page).getByRole('button', { name: 'Home', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Home' })).toBeVisible();
    const inDialog = await new AxeBuilder({ page }).include('dialog').analyze();
    expect(inDialog.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('search finds the finder, and typing a query is measured (printed, not asserted)', async ({ page, request }) => {
  const engine = createSearchEngine(unpackIndex(await (await request.get('/search-index.json')).json(), '/search-index.json'));
  for (const query of ['material icons', 'icon search']) expect(displayedPages(engine, query, 'material-ui', 3), query).toContain(PAGE);
  await openFinder(page);
  // Each keystroke of a few queries, from the input event to the next frame, over every icon.
  const timings = await search(page).evaluate(async (input: HTMLInputElement) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    const times: number[] = [];
    for (const query of ['arrow back', 'delete', 'settings gear', 'zoom']) {
      for (let length = 1; length <= query.length; length++) {
        const started = performance.now();
        setValue?.call(input, query.slice(0, length));
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        times.push(performance.now() - started);
      }
    }
    return times.sort((a, b) => a - b);
  });
  const median = timings[Math.floor(timings.length / 2)] ?? 0;
  console.log(`Icon finder: ${timings.length} keystrokes, median ${median.toFixed(1)} ms, slowest ${(timings.at(-1) ?? 0).toFixed(1)} ms from input to the next frame`);
  expect(timings.length).toBeGreaterThan(20);
});
