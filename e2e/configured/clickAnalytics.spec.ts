/**
 * Analytics events by data attributes (SPEC §7) in the configured build, which has analytics on: each
 * tracked control, used as a reader would, puts its event (category, action, label and extra
 * parameters, src/analytics/clickEvents.ts) into the site's gtag queue. The library itself is not
 * fetched; the queue (`window.dataLayer`) is what is checked, as in ads.spec.ts.
 */
import { expect, test, type Locator, type Page } from '../fixtures';

const BASE_UI_PAGE = '/base-ui/react-switch';
const GUIDE = '/material-ui/getting-started/installation';

/** The events in the page's gtag queue, as [name, params]. */
const events = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => JSON.parse(JSON.stringify(Array.from(entry as ArrayLike<unknown>))) as unknown[])
      .filter((entry) => entry[0] === 'event')
      .map((entry) => entry.slice(1)),
  );

/** The events of one category, as [action, label, the other parameters]. */
async function eventsOf(page: Page, category: string): Promise<Array<[unknown, unknown, Record<string, unknown>]>> {
  return (await events(page))
    .filter(([name]) => name === category)
    .map(([, params]) => {
      const { eventAction, eventLabel, ...rest } = params as Record<string, unknown>;
      return [eventAction, eventLabel, rest];
    });
}

/** Opens `url` and waits until analytics has started (its page_view is queued): a click before that is not tracked. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect.poll(async () => (await events(page)).map(([name]) => name)).toContain('page_view');
}

/** Keeps a click on the links matching `selector` from navigating, so the page's queue can still be read. */
async function stayOnPage(page: Page, selector: string) {
  await page.evaluate((matching) => {
    window.addEventListener('click', (event) => (event.target as Element).closest(matching) && event.preventDefault(), true);
  }, selector);
}

test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
});

test('the demo toolbar reports the TS/JS switch, the styling, the code panel and the copy, with the demo’s name', async ({ page }) => {
  await open(page, BASE_UI_PAGE);
  const section = page.locator('section[data-demo]').first();
  const name = (await section.getAttribute('data-demo')) ?? '';
  expect(name).not.toBe('');
  await expect(section.locator('[data-hydrated]')).toHaveCount(1);
  const toolbar: Locator = section.getByRole('toolbar');

  await toolbar.getByRole('button', { name: 'JS', exact: true }).click();
  await expect(toolbar.getByRole('button', { name: 'JS', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // The current value again changes nothing, and reports nothing.
  await toolbar.getByRole('button', { name: 'JS', exact: true }).click();

  await toolbar.getByRole('button', { name: 'Styling: MUI System' }).click();
  await page.getByRole('menu', { name: 'Styling: MUI System' }).getByRole('menuitemradio', { name: 'Tailwind CSS' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-code-styling', 'tailwind');

  await toolbar.getByRole('button', { name: /^(Expand code|Show code)$/ }).click();
  await toolbar.getByRole('button', { name: /^(Collapse code|Hide code)$/ }).click();
  await toolbar.getByRole('button', { name: 'Copy the source' }).click();
  await expect(toolbar.getByRole('button', { name: 'Copied' })).toBeVisible();

  const demo = { demoName: name };
  expect(await eventsOf(page, 'demo')).toEqual([
    ['code_variant', 'JS', demo],
    ['styling', 'tailwind', demo],
    ['code', 'expand', demo],
    ['code', 'collapse', demo],
    ['copy', name, demo],
  ]);
});

test('a code block’s copy button reports the block’s language', async ({ page }) => {
  await open(page, GUIDE);
  const block = page.locator('pre[data-language="bash"]').first().locator('xpath=..');
  await block.getByRole('button', { name: 'Copy shell code' }).click();
  await expect(block.locator('[data-copy-button]')).toHaveText('Copied');
  expect(await eventsOf(page, 'code_block')).toEqual([['copy', 'shell', {}]]);
});

test('search reports how it opened, the result chosen with its rank, and a query with no results once typing stops', async ({ page }) => {
  await open(page, GUIDE);
  await expect(page.locator('button[aria-keyshortcuts][data-hydrated]')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const input = page.getByRole('combobox', { name: 'Search pages, sections, components and props' });

  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(input).toBeFocused();
  await page.keyboard.type('roboto');
  const first = dialog.getByRole('option').first();
  await expect(first).toContainText('Roboto font');
  const url = await first.getAttribute('href');
  expect(url).toMatch(/^\//);
  await stayOnPage(page, '[role="option"]');
  await first.click();
  await expect(dialog).toBeHidden();

  await page.keyboard.press('Control+k');
  await expect(input).toBeFocused();
  await input.fill('zzxqwv');
  await expect(dialog).toContainText('No results for “zzxqwv”');
  // Sent once the query has stood for a second, not at once.
  expect((await eventsOf(page, 'search')).filter(([action]) => action === 'no_results')).toEqual([]);
  await expect.poll(async () => (await eventsOf(page, 'search')).filter(([action]) => action === 'no_results'), { timeout: 5000 }).toEqual([['no_results', 'zzxqwv', {}]]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  expect(await eventsOf(page, 'search')).toEqual([
    ['open', 'button', {}],
    ['result', url, { rank: '1' }],
    ['open', 'shortcut', {}],
    ['no_results', 'zzxqwv', {}],
  ]);
});

test('the feedback rating, a colour mode change and the edit link are reported', async ({ page }) => {
  await open(page, GUIDE);
  const feedback = page.locator('[data-feedback]');
  await feedback.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(feedback.getByRole('button', { name: 'Yes', exact: true })).toHaveAttribute('aria-pressed', 'true');
  expect(await eventsOf(page, 'feedback')).toEqual([['rate', 'yes', {}]]);

  await page.getByRole('button', { name: 'Toggle settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Dark', exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(drawer.getByRole('button', { name: 'Dark', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // Dark is now the mode: choosing it again is no change.
  await drawer.getByRole('button', { name: 'Dark', exact: true }).click();
  expect(await eventsOf(page, 'settings')).toEqual([['mode', 'dark', {}]]);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await stayOnPage(page, 'article > footer a');
  await page.locator('article > footer').getByRole('link', { name: 'Edit this page' }).click();
  expect(await eventsOf(page, 'page')).toEqual([['edit', GUIDE, {}]]);
});
