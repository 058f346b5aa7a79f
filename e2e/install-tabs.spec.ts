/**
 * Install commands in npm / pnpm / yarn tabs (issue 37): written once for npm in MDX, the other two
 * derived; the reader's choice holds on every page and in every open tab, from the first paint, and
 * the copy button copies the command shown.
 */
import { expect, test, waitForHydrationOnNavigation } from './fixtures';

const INSTALLATION = '/material-ui/getting-started/installation';

test('an install block offers npm, pnpm and yarn; the choice is kept across pages and reloads, and copy copies the shown command', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(INSTALLATION);
  const block = page.locator('[data-install-tabs]').first();
  const tabs = block.getByRole('tablist', { name: 'Package manager' });
  await expect(tabs.getByRole('tab')).toHaveText(['npm', 'pnpm', 'yarn']);
  await expect(tabs.getByRole('tab', { name: 'npm', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(block.getByRole('tabpanel')).toHaveText(/^npm install @mui\/material @emotion\/react @emotion\/styled/);

  await tabs.getByRole('tab', { name: 'pnpm', exact: true }).click();
  const panel = block.getByRole('tabpanel');
  await expect(panel).toHaveCount(1);
  await expect(panel).toHaveAccessibleName('pnpm');
  await expect(panel.locator('pre')).toHaveText('pnpm add @mui/material @emotion/react @emotion/styled');
  await panel.getByRole('button', { name: 'Copy shell code' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('pnpm add @mui/material @emotion/react @emotion/styled');
  // Every block of the page follows.
  const panels = page.getByRole('tabpanel');
  expect(await panels.count()).toBeGreaterThan(1);
  for (const text of await panels.locator('pre').allTextContents()) expect(text).toMatch(/^pnpm /);

  // Keyboard: the arrows move the choice along the tabs and focus follows.
  await tabs.getByRole('tab', { name: 'pnpm', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'yarn', exact: true })).toBeFocused();
  await expect(tabs.getByRole('tab', { name: 'yarn', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(block.getByRole('tabpanel').locator('pre')).toHaveText('yarn add @mui/material @emotion/react @emotion/styled');
  await page.keyboard.press('Home');
  await expect(tabs.getByRole('tab', { name: 'npm', exact: true })).toBeFocused();
  await page.keyboard.press('End');
  await expect(tabs.getByRole('tab', { name: 'yarn', exact: true })).toHaveAttribute('tabindex', '0');

  // Another page, before any script of the page's own has run: the pre-paint script shows yarn.
  await page.goto('/joy-ui/getting-started/installation', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('data-package-manager', 'yarn');
  await expect(page.locator('[data-install-panel="yarn"]').first()).toBeVisible();
  await expect(page.locator('[data-install-panel="npm"]').first()).toBeHidden();
  await expect(page.locator('[data-install-panel="yarn"] pre').first()).toHaveText('yarn add @mui/joy@5.0.0-beta.52 @emotion/react @emotion/styled');
});

test('a choice made in one tab applies in the other open tabs', async ({ page, context }) => {
  await page.goto(INSTALLATION);
  const other = await context.newPage();
  waitForHydrationOnNavigation(other);
  await other.goto('/system/getting-started/installation');
  await page.locator('[data-install-tabs]').first().getByRole('tab', { name: 'pnpm', exact: true }).click();
  await expect(other.locator('html')).toHaveAttribute('data-package-manager', 'pnpm');
  await expect(other.locator('[data-install-tabs]').first().getByRole('tab', { name: 'pnpm', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(other.locator('[data-install-panel="pnpm"] pre').first()).toHaveText('pnpm add @mui/system @emotion/react @emotion/styled');
  await other.close();
});
