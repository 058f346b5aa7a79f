import { expect, test } from './fixtures';

const PAGE = '/material-ui/getting-started/installation';

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test('the copy button copies the block, shows Copied, and reverts after 2000 ms', async ({ page }) => {
  await page.clock.install();
  await page.goto(PAGE);
  // An installed clock still runs at real speed; paused, only runFor() moves it, so a slow machine cannot eat the margin.
  await page.clock.pauseAt(Date.now() + 10_000);
  const block = page.locator('[data-code-block]:visible').first();
  const button = block.getByRole('button', { name: /^Copy .*code$/ });
  await expect(button).toHaveText('Copy');
  await button.click();
  await expect(block.getByRole('button', { name: /^Copied/ })).toHaveText('Copied');
  const expected = await block.locator('pre').textContent();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  await page.clock.runFor(1900);
  await expect(block.locator('[data-copy-button]')).toHaveText('Copied');
  await page.clock.runFor(200);
  await expect(block.locator('[data-copy-button]')).toHaveText('Copy');
});

test('the copy button names what it copies', async ({ page }) => {
  await page.goto(PAGE);
  const bash = page.locator('pre[data-language="bash"]').first().locator('xpath=..');
  await expect(bash.locator('[data-copy-button]')).toHaveAccessibleName('Copy shell code');
});

test('Ctrl+C copies the hovered block when no text is selected', async ({ page }) => {
  await page.goto(PAGE);
  await page.evaluate(() => navigator.clipboard.writeText('before'));
  const block = page.locator('[data-code-block]:visible').nth(1);
  await block.locator('pre').hover();
  await page.keyboard.press('Control+C');
  await expect(block.locator('[data-copy-button]')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await block.locator('pre').textContent());
});

test('Ctrl+C copies the focused block', async ({ page }) => {
  await page.goto(PAGE);
  const block = page.locator('[data-code-block]:visible').first();
  await block.locator('pre').focus();
  await page.mouse.move(0, 0);
  await page.keyboard.press('Control+C');
  await expect(block.locator('[data-copy-button]')).toHaveText('Copied');
});

test('Ctrl+C leaves a text selection to the browser', async ({ page }) => {
  await page.goto(PAGE);
  const block = page.locator('[data-code-block]:visible').first();
  await page.evaluate(() => {
    const heading = document.querySelector('h1');
    if (heading) document.getSelection()?.selectAllChildren(heading);
  });
  await block.locator('pre').hover();
  await page.keyboard.press('Control+C');
  await expect(block.locator('[data-copy-button]')).toHaveText('Copy');
});

test('a clipboard NotAllowedError is swallowed', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(PAGE);
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('The request is not allowed', 'NotAllowedError'));
  });
  const button = page.locator('[data-copy-button]').first();
  await button.click();
  await page.waitForTimeout(100);
  await expect(button).toHaveText('Copy');
  expect(errors).toEqual([]);
});

test('code tokens take their colours from classes, in both colour modes', async ({ page }) => {
  for (const [mode, keyword] of [
    ['light', 'rgb(207, 34, 46)'], // #cf222e, github-light-default's keyword colour
    ['dark', 'rgb(255, 123, 114)'], // #ff7b72, github-dark-default's
  ] as const) {
    await page.addInitScript((m) => localStorage.setItem('mui-mode', m), mode);
    await page.goto('/material-ui/react-button');
    // A code block of the page (demo panels carry only their previews until opened).
    const token = page.locator('article pre span.line > span').filter({ hasText: /^import$/ }).first();
    await expect(token).toHaveAttribute('class', /^l\d+ d\d+$/);
    await expect(token).not.toHaveAttribute('style');
    await expect(token).toHaveCSS('color', keyword);
  }
});
