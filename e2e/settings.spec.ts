import { expect, test, waitForHydration, type Page } from './fixtures';

const GUIDE = '/material-ui/getting-started/installation';
const BUTTON = '/material-ui/react-button';

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Toggle settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  // The drawer's chunk loads on this first click; on a busy 2-core machine that can take more than 5 s.
  await expect(drawer).toBeVisible({ timeout: 15_000 });
  return drawer;
}

test('the settings drawer opens from the app bar, works by keyboard, and returns focus', async ({ page }) => {
  await page.goto(GUIDE);
  const toggle = page.getByRole('button', { name: 'Toggle settings' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await expect(drawer).toBeVisible();
  for (const name of ['Light', 'System', 'Dark', 'Left to right', 'Right to left', 'English']) {
    await expect(drawer.getByRole('button', { name, exact: true })).toBeVisible();
  }
  await expect(drawer.getByRole('link', { name: 'Help us translate' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'System', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(toggle).toBeFocused();

  const reopened = await openSettings(page);
  await reopened.getByRole('button', { name: 'Close settings' }).click();
  await expect(reopened).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('the chosen mode is stored, survives a reload, and is there before the first paint', async ({ page }) => {
  await page.goto(GUIDE);
  const drawer = await openSettings(page);
  await drawer.getByRole('button', { name: 'Dark', exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('dark');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#121212');

  // Record <html>'s class at the moment <body> starts to exist: nothing can be painted before that.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (document.body) {
        (window as unknown as { classAtBody: string }).classAtBody = document.documentElement.className;
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  // The scheme class beside the font-face variables' classes (src/theme/fonts.ts), never 'light'.
  const classAtBody = (await page.evaluate(() => (window as unknown as { classAtBody: string }).classAtBody)).split(' ');
  expect(classAtBody).toContain('dark');
  expect(classAtBody).not.toContain('light');
});

test('System follows the operating system live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(GUIDE);
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
});

test('a change in one tab reaches the other open tabs', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto(GUIDE);
  await second.goto(BUTTON);
  // The second tab opened last and is in front. Tabs made with `context.newPage()` lack the fixture's
  // wait for hydration, and on a busy machine `load` can come well before React attaches its
  // handlers: a click then reaches a button that does nothing. So wait for it here.
  await first.bringToFront();
  await waitForHydration(first);
  const drawer = await openSettings(first);
  await drawer.getByRole('button', { name: 'Dark', exact: true }).click();
  await expect(second.locator('html')).toHaveClass(/\bdark\b/);
  await drawer.getByRole('button', { name: 'Right to left', exact: true }).click();
  await expect(second.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('the transition-blocking style is gone right after a switch', async ({ page }) => {
  await page.goto(GUIDE);
  const drawer = await openSettings(page);
  await drawer.getByRole('button', { name: 'Dark', exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.locator('style[data-disable-transitions]')).toHaveCount(0);
});

test('right-to-left flips the layout and holds across pages', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(GUIDE);
  const sidebar = page.getByRole('navigation', { name: 'Material UI pages' });
  const ltrBox = await sidebar.boundingBox();
  expect(ltrBox?.x).toBeLessThan(100);

  const drawer = await openSettings(page);
  await drawer.getByRole('button', { name: 'Right to left', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.keyboard.press('Escape');
  const rtlBox = await sidebar.boundingBox();
  expect((rtlBox?.x ?? 0) + (rtlBox?.width ?? 0)).toBeGreaterThan(1300);
  const toc = await page.getByRole('navigation', { name: 'Contents' }).boundingBox();
  expect(toc?.x).toBeLessThan(400);
  // Directional icons (previous/next chevrons) point the other way.
  await expect(page.getByRole('navigation', { name: 'More pages' }).locator('svg[data-mirror]').first()).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');

  await page.getByRole('navigation', { name: 'Material UI pages' }).locator('a[href="/material-ui/react-button"]').click();
  await expect(page).toHaveURL(/react-button$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const afterNavigation = await page.getByRole('navigation', { name: 'Material UI pages' }).boundingBox();
  expect((afterNavigation?.x ?? 0) + (afterNavigation?.width ?? 0)).toBeGreaterThan(1300);
});

test('choosing a colour scheme the theme does not have logs an error and changes nothing', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(GUIDE);
  const before = await page.locator('html').getAttribute('class');
  await page.evaluate(() => window.__docsDisplay?.setColorScheme('sepia'));
  expect(errors).toContain('The colour scheme "sepia" does not exist in the theme\'s colour schemes (light, dark).');
  expect(await page.locator('html').getAttribute('class')).toBe(before);
});

test('the settings drawer code is loaded only when it is opened', async ({ page }) => {
  const scripts = new Map<string, string>();
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) scripts.set(response.url(), await response.text().catch(() => ''));
  });
  await page.goto(GUIDE);
  await page.waitForLoadState('networkidle');
  const initial = new Set(scripts.keys());
  expect([...initial].some((url) => scripts.get(url)?.includes('settings-direction'))).toBe(false);
  await openSettings(page);
  await expect.poll(() => [...scripts.keys()].filter((url) => !initial.has(url) && scripts.get(url)?.includes('settings-direction')).length).toBeGreaterThan(0);
});

test('code blocks stay left to right on a right-to-left page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('mui-direction', 'rtl'));
  await page.goto(GUIDE);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const direction = await page.locator('[data-code-block] pre').first().evaluate((pre) => getComputedStyle(pre).direction);
  expect(direction).toBe('ltr');
});

test('demos follow the direction: right to left mirrors a live MUI demo', async ({ page }) => {
  await page.goto(BUTTON);
  const demo = page.locator('[data-demo="BasicButtons"]');
  // The editor footer's Cancel (text) and Save draft (outlined) buttons, in that order.
  const text = demo.getByRole('button', { name: 'Cancel', exact: true });
  const outlined = demo.getByRole('button', { name: 'Save draft', exact: true });
  await expect(text).toBeVisible();
  expect((await text.boundingBox())?.x).toBeLessThan((await outlined.boundingBox())?.x ?? 0);

  const drawer = await openSettings(page);
  await drawer.getByRole('button', { name: 'Right to left', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect.poll(async () => ((await text.boundingBox())?.x ?? 0) > ((await outlined.boundingBox())?.x ?? 0)).toBe(true);
  // The Emotion RTL cache is in use: its styles carry the rtl key.
  await expect(page.locator('style[data-emotion^="demo-rtl"]').first()).toBeAttached();
});

test('demos follow the colour mode', async ({ page }) => {
  await page.goto(BUTTON);
  const contained = page.locator('[data-demo="BasicButtons"]').getByRole('button', { name: 'Publish', exact: true });
  await expect(contained).toBeVisible();
  const light = await contained.evaluate((element) => getComputedStyle(element).backgroundColor);
  const drawer = await openSettings(page);
  await drawer.getByRole('button', { name: 'Dark', exact: true }).click();
  await expect.poll(() => contained.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(light);
  expect(await contained.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(144, 202, 249)');
});

test('choosing Dense makes the demos dense (small buttons) on every open page', async ({ context }) => {
  const page = await context.newPage();
  const other = await context.newPage();
  await page.goto(BUTTON);
  await other.goto(BUTTON);
  // As in the two-tab test above: the first tab in front, and hydrated before the click.
  await page.bringToFront();
  await waitForHydration(page);
  const height = (p: Page) => p.locator('[data-demo="BasicButtons"]').getByRole('button', { name: 'Publish', exact: true }).evaluate((b) => b.getBoundingClientRect().height);
  await expect(page.locator('[data-demo="BasicButtons"]').getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
  const comfortable = await height(page);
  const drawer = await openSettings(page);
  await expect(drawer.getByRole('button', { name: 'Comfortable', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await drawer.getByRole('button', { name: 'Dense', exact: true }).click();
  await expect.poll(() => height(page)).toBeLessThan(comfortable);
  await expect(page.locator('[data-demo="BasicButtons"] .MuiButton-sizeSmall')).toHaveCount(3);
  await expect.poll(() => height(other)).toBeLessThan(comfortable);
  await page.reload();
  await expect(page.locator('[data-demo="BasicButtons"] .MuiButton-sizeSmall')).toHaveCount(3);
});
