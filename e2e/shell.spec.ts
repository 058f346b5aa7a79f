import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

const GUIDE = '/material-ui/getting-started/installation';
const COMPONENT = '/material-ui/react-button';

test('home page presents every product and links to it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const name of ['Material UI', 'Joy UI', 'Base UI', 'MUI System']) {
    await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toBeVisible();
  }
  await page.getByRole('main').getByRole('link', { name: 'Material UI', exact: true }).click();
  await expect(page).toHaveURL(/\/material-ui\/getting-started$/);
});

test('a docs page has its sidebar with the active page marked, breadcrumbs, contents and prev/next', async ({ page }) => {
  await page.goto(COMPONENT);
  const sidebar = page.getByRole('navigation', { name: 'Material UI pages' });
  const active = sidebar.locator('a[aria-current="page"]');
  await expect(active).toHaveCount(1);
  await expect(active).toHaveAttribute('href', COMPONENT);
  await expect(active).toBeInViewport();

  const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(breadcrumbs.getByRole('link', { name: 'Material UI' })).toHaveAttribute('href', '/material-ui/getting-started');
  await expect(breadcrumbs.locator('[aria-current="page"]')).toHaveText('Button');

  await expect(page.getByRole('heading', { level: 1, name: 'Button' })).toBeVisible();
  // The default build names no repository of its own (DOCS_REPO_URL): no edit link into someone else's.
  await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveCount(0);
  const pagination = page.getByRole('navigation', { name: 'More pages' });
  await expect(pagination.locator('a[rel="prev"]')).toHaveAttribute('href', '/material-ui/react-autocomplete');
  await expect(pagination.locator('a[rel="next"]')).toHaveAttribute('href', '/material-ui/react-button-group');
});

test('sidebar groups collapse and expand', async ({ page }) => {
  await page.goto(GUIDE);
  const sidebar = page.getByRole('navigation', { name: 'Material UI pages' });
  const group = sidebar.locator('details').filter({ hasText: 'Getting started' }).first();
  await expect(group).toHaveAttribute('open', '');
  await group.locator('summary').first().click();
  await expect(group).not.toHaveAttribute('open', '');
  await expect(sidebar.getByRole('link', { name: 'Installation' })).toBeHidden();
  await group.locator('summary').first().press('Enter');
  await expect(sidebar.getByRole('link', { name: 'Installation' })).toBeVisible();
});

test('the table of contents marks the section being read', async ({ page }) => {
  await page.goto(GUIDE);
  const toc = page.getByRole('navigation', { name: 'Contents' });
  const links = toc.getByRole('list').getByRole('link');
  const count = await links.count();
  expect(count).toBeGreaterThan(1);
  const last = links.nth(count - 1);
  const target = (await last.getAttribute('href')) ?? '';
  await page.locator(target).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 5000);
  await expect(last).toHaveAttribute('aria-current', 'location');
  await expect(toc.locator('[aria-current]')).toHaveCount(1);
});

test('the table of contents offers “Back to top” once the reader is a screen down, and it goes to the top with focus on the content', async ({ page }) => {
  await page.goto(GUIDE);
  const toc = page.getByRole('navigation', { name: 'Contents' });
  const top = toc.getByRole('link', { name: 'Back to top' });
  await expect(top).toBeHidden();
  const box = await toc.boundingBox();
  await page.mouse.wheel(0, 3000);
  await expect(top).toBeVisible();
  // It kept its room while hidden: the contents did not grow.
  expect((await toc.boundingBox())?.height).toBe(box?.height);
  await top.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('#main-content')).toBeFocused();
  await expect(top).toBeHidden();
});

test('heading anchors link to their own section', async ({ page }) => {
  await page.goto(GUIDE);
  const heading = page.locator('.markdown-body h2').first();
  const id = await heading.getAttribute('id');
  expect(id).toBeTruthy();
  await expect(heading.locator('a.heading-anchor')).toHaveAttribute('href', `#${id}`);
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto(GUIDE);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

test('the product switcher opens a menu of products', async ({ page }) => {
  await page.goto(GUIDE);
  await page.getByRole('button', { name: /^Products: Material UI/ }).click();
  const menu = page.getByRole('navigation', { name: 'Products' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: /Joy UI/ })).toHaveAttribute('href', '/joy-ui/getting-started');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

const installedVersion = (name: string) => (JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { version: string }).version;

test('the version menu shows the product’s installed version and links to all versions and its release notes', async ({ page }) => {
  const joy = installedVersion('@mui/joy');
  await page.goto('/joy-ui/react-button');
  const button = page.getByRole('button', { name: `Joy UI version v${joy}` });
  await expect(button).toHaveText(`v${joy}`);
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: 'Joy UI version' });
  await expect(menu).toBeVisible();
  await expect(menu).toContainText(`Installed: @mui/joy ${joy}`);
  await expect(menu.getByRole('link', { name: 'All versions' })).toHaveAttribute('href', '/versions');
  await expect(menu.getByRole('link', { name: /^Release notes/ })).toHaveAttribute('href', 'https://github.com/mui/material-ui/releases');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // A product with its own Releases page links there; a section that documents no package has no menu.
  await page.goto('/base-ui/react-dialog');
  await page.getByRole('button', { name: `Base UI version v${installedVersion('@base-ui/react')}` }).click();
  await page.getByRole('navigation', { name: 'Base UI version' }).getByRole('link', { name: 'Release notes' }).click();
  await expect(page).toHaveURL('/base-ui/getting-started/releases');
  await page.goto('/versions');
  await expect(page.getByRole('button', { name: /version v/ })).toHaveCount(0);

  // Phones: the bar has no room for the button; the product menu ends with the same links.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/system/getting-started');
  await expect(page.getByRole('button', { name: /^MUI System version/ })).toBeHidden();
  await page.getByRole('button', { name: /^Products: MUI System/ }).click();
  const products = page.getByRole('navigation', { name: 'Products' });
  await expect(products).toContainText(`Installed: @mui/system ${installedVersion('@mui/system')}`);
  await expect(products.getByRole('link', { name: 'All versions' })).toBeVisible();
});

test('a component page links to its source, its WAI-ARIA pattern where one applies, and its measured bundle size', async ({ page }) => {
  await page.goto('/material-ui/react-button');
  const links = page.getByRole('list', { name: 'Button links' });
  await expect(links.getByRole('link', { name: /^Source on GitHub/ })).toHaveAttribute('href', 'https://github.com/mui/material-ui/tree/HEAD/packages/mui-material/src/Button');
  await expect(links.getByRole('link', { name: /^WAI-ARIA: Button/ })).toHaveAttribute('href', 'https://www.w3.org/WAI/ARIA/apg/patterns/button/');
  // This site's own measurement, on the API page.
  await expect(links.getByRole('link', { name: /^Bundle size: [\d.]+ kB gzipped$/ })).toHaveAttribute('href', '/material-ui/api/button#import');
  await expect(links.getByRole('link').first()).toHaveAttribute('target', '_blank');

  await page.goto('/base-ui/react-alert-dialog');
  const base = page.getByRole('list', { name: 'AlertDialog links' });
  await expect(base.getByRole('link', { name: /^Source on GitHub/ })).toHaveAttribute('href', 'https://github.com/mui/base-ui/tree/HEAD/packages/react/src/alert-dialog');
  await expect(base.getByRole('link', { name: /^WAI-ARIA: Alert and Message Dialogs/ })).toBeVisible();

  // No pattern for a card; no component links on a guide page.
  await page.goto('/material-ui/react-card');
  await expect(page.getByRole('list', { name: 'Card links' }).getByRole('link')).toHaveText([/^Source on GitHub/, /^Bundle size/]);
  await page.goto('/material-ui/getting-started/installation');
  await expect(page.getByRole('list', { name: /links$/ })).toHaveCount(0);
});

test('the sidebar opens scrolled to the current page when it sits far down the list', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/material-ui/api/menu-item');
  const sidebar = page.getByRole('navigation', { name: 'Material UI pages' });
  await expect.poll(() => sidebar.evaluate((nav) => nav.scrollTop)).toBeGreaterThan(0);
  await expect(sidebar.locator('a[aria-current="page"]')).toBeInViewport();
  // Only the sidebar scrolled: the page itself is still at its top.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the sidebar is a drawer behind the menu button', async ({ page }) => {
    await page.goto(GUIDE);
    const sidebar = page.getByRole('navigation', { name: 'Material UI pages' });
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(sidebar).toBeVisible();
    await expect(sidebar.locator('a[aria-current="page"]')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await sidebar.getByRole('button', { name: 'Close navigation' }).click();
    await expect(sidebar).toBeHidden();
  });
});

test('every section has a sidebar with real pages', async ({ page }) => {
  const landings = [
    ['/joy-ui/getting-started', 'Joy UI pages'],
    ['/base-ui/getting-started', 'Base UI pages'],
    ['/system/getting-started', 'MUI System pages'],
    ['/experiments/docs/writing-pages', 'Docs infra pages'],
    ['/versions', 'MUI pages'],
  ] as const;
  for (const [path, sidebarName] of landings) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('navigation', { name: sidebarName }).locator('a[aria-current="page"]'), path).toHaveCount(1);
  }
});

test('the versions page lists the installed versions and external default-list links', async ({ page }) => {
  await page.goto('/versions');
  const versions = page.getByRole('region', { name: 'Documented packages and versions' });
  await expect(versions.getByRole('cell', { name: '@mui/material' })).toBeVisible();
  const installed = JSON.parse(readFileSync('node_modules/@mui/material/package.json', 'utf8')) as { version: string };
  await expect(versions.getByRole('row', { name: /@mui\/material/ })).toContainText(installed.version);
  const sidebar = page.getByRole('navigation', { name: 'MUI pages' });
  await expect(sidebar.getByRole('link', { name: /Store/ })).toHaveAttribute('href', 'https://mui.com/store/');
  await expect(sidebar.getByRole('link', { name: /Blog/ })).toHaveAttribute('target', '_blank');
});

test('unknown paths show the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/material-ui/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('the first paint already has the stored colour mode', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('mui-mode', 'dark'));
  await page.goto(GUIDE);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(18, 18, 18)');
});

test('even on a slow device the first frame shows the whole app bar, so its buttons never move', async ({ page }) => {
  // At 20× CPU slowdown the parser yields mid-document; without the render hold in <head> the first
  // frame often had the search button where the settings and repository buttons later go.
  // Hydrating three pages at 20× takes most of the default 30 s here; the subject is the first frame.
  test.setTimeout(90_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as unknown as { __firstFrameBar: number }).__firstFrameBar = document.querySelector('header')?.childElementCount ?? -1;
    });
  });
  for (const path of [GUIDE, COMPONENT, '/']) {
    await page.goto(path);
    await page.waitForFunction(() => 'requestAnimationFrame' in window && (window as unknown as { __firstFrameBar?: number }).__firstFrameBar !== undefined);
    const [first, final] = await page.evaluate(() => [(window as unknown as { __firstFrameBar: number }).__firstFrameBar, document.querySelector('header')?.childElementCount]);
    expect(first, path).toBe(final);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

test('the framework scripts start loading only after the first paint, and the page still comes alive', async ({ page }) => {
  for (const path of [GUIDE, COMPONENT, '/material-ui/api/button']) {
    await page.goto(path);
    // The page hydrates (the search island marks itself) and the settings drawer opens from its client-side button.
    await expect(page.locator('button[aria-keyshortcuts][data-hydrated]')).toBeVisible();
    await page.getByRole('button', { name: 'Toggle settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
    const { firstPaint, chunkStarts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.NaN,
      chunkStarts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/chunks\/.+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(chunkStarts.length, path).toBeGreaterThan(0);
    expect(Math.min(...chunkStarts), path).toBeGreaterThanOrEqual(firstPaint);
  }
});
