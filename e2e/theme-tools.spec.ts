import { sweepAxe } from './axe';
import { expect, test, type Page } from './fixtures';

const COLOR_PAGE = '/material-ui/customization/color';
const DENSITY_PAGE = '/material-ui/customization/density';
const VIEWER_PAGE = '/material-ui/customization/default-theme';
const BUTTON_PAGE = '/material-ui/react-button';

/** The contained button (Publish) of the Button page's first demo, once the demo has mounted. */
async function containedButton(page: Page) {
  const button = page.locator('[data-demo="BasicButtons"]').getByRole('button', { name: 'Publish' });
  await expect(button).toBeVisible();
  return button;
}

const background = (page: Page) => containedButton(page).then((button) => button.evaluate((element) => getComputedStyle(element).backgroundColor));

async function expectAxeClean(page: Page, selector: string) {
  const violations = await sweepAxe(page).include(selector).violations();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the colour tool previews, warns on low contrast, applies its colours to demos on every page and tab, and resets', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(BUTTON_PAGE);
  const defaultBackground = await background(page);

  await page.goto(COLOR_PAGE);
  const tool = page.locator('[data-theme-tool="color"]');
  const primary = tool.getByRole('group', { name: 'Primary' });
  await primary.getByLabel('Colour set').selectOption('teal');
  await primary.getByLabel('Shade').selectOption('500');
  await expect(primary.getByLabel('Hex value')).toHaveValue('#009688');
  // Teal 500 under white text is below AA: the tool says so.
  const contrast = tool.getByRole('region', { name: 'Contrast of the chosen colours' });
  await expect(contrast.getByRole('row', { name: /Text on Primary/ })).toContainText('Below AA');
  // Both previews use the choice.
  for (const scheme of ['Light mode preview', 'Dark mode preview']) {
    const save = tool.getByRole('group', { name: scheme }).getByRole('button', { name: 'Save' });
    await expect(save).toHaveCSS('background-color', 'rgb(0, 150, 136)');
  }
  // A typed hex value that is not a colour is flagged, and the last good value stays.
  const secondaryHex = tool.getByRole('group', { name: 'Secondary' }).getByLabel('Hex value');
  await secondaryHex.fill('#12');
  await expect(secondaryHex).toHaveAttribute('aria-invalid', 'true');
  await expect(tool.getByText('Type a hex colour such as #1976d2 or #19d.')).toBeVisible();
  await secondaryHex.fill('#5e35b2');
  await expect(secondaryHex).not.toHaveAttribute('aria-invalid');

  // The theme code names the set's shade and the typed hex; Copy puts it on the clipboard.
  const code = tool.locator('[data-code-block]');
  await expect(code.locator('pre')).toContainText("import { teal } from '@mui/material/colors';");
  await expect(code.locator('pre')).toContainText('primary: { main: teal[500] }');
  await expect(code.locator('pre')).toContainText("secondary: { main: '#5e35b2' }");
  await code.getByRole('button', { name: 'Copy TypeScript code' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('teal[500]');

  await tool.getByRole('button', { name: 'Apply to the site’s demos' }).click();
  await expect(tool.getByRole('status').filter({ hasText: 'now use these colours' })).toBeVisible();

  await page.goto(BUTTON_PAGE);
  expect(await background(page)).toBe('rgb(0, 150, 136)');
  await page.reload();
  expect(await background(page)).toBe('rgb(0, 150, 136)');
  const other = await context.newPage();
  await other.goto(BUTTON_PAGE);
  expect(await background(other)).toBe('rgb(0, 150, 136)');

  // Reset from one tab: the demos of the other, already open, follow without a reload.
  await page.goto(COLOR_PAGE);
  await page.locator('[data-theme-tool="color"]').getByRole('button', { name: 'Reset' }).click();
  await expect(page.locator('[data-theme-tool="color"]').getByRole('status').filter({ hasText: 'default colours' })).toBeVisible();
  await expect.poll(() => background(other)).toBe(defaultBackground);
  await other.close();
});

test('the density tool changes spacing and density for the demos of other pages, and resets', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(DENSITY_PAGE);
  const tool = page.locator('[data-theme-tool="density"]');
  await tool.getByRole('button', { name: 'Increase spacing' }).click();
  await tool.getByRole('button', { name: 'Increase spacing' }).click();
  await expect(tool.getByLabel('Spacing factor')).toHaveValue('10');
  await tool.getByLabel('Spacing factor').fill('40');
  await expect(tool.getByLabel('Spacing factor')).toHaveAttribute('aria-invalid', 'true');
  await tool.getByLabel('Spacing factor').fill('10');
  // Keyboard: the switch toggles with Space.
  await tool.getByRole('checkbox', { name: /Dense components/ }).focus();
  await page.keyboard.press('Space');
  await expect(tool.getByRole('checkbox', { name: /Dense components/ })).toBeChecked();
  await expect(tool.locator('pre')).toContainText('spacing: 10,');
  await expect(tool.locator('pre')).toContainText("MuiButton: { defaultProps: { size: 'small' } },");

  await page.goto(BUTTON_PAGE);
  const button = await containedButton(page);
  await expect(button).toHaveClass(/MuiButton-sizeSmall/);
  const spacing = await page.locator('[data-demo="BasicButtons"] [data-demo-theme]').first().evaluate((element) => getComputedStyle(element).getPropertyValue('--mui-spacing').trim());
  expect(spacing).toBe('10px');

  await page.goto(DENSITY_PAGE);
  await page.locator('[data-theme-tool="density"]').getByRole('button', { name: 'Reset density' }).click();
  await expect(page.locator('[data-theme-tool="density"]').getByLabel('Spacing factor')).toHaveValue('8');
  await page.goto(BUTTON_PAGE);
  await expect(await containedButton(page)).not.toHaveClass(/MuiButton-sizeSmall/);
});

test('the default theme viewer searches keys and values, switches schemes, expands with the keyboard and copies paths', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(VIEWER_PAGE);
  const tool = page.locator('[data-theme-tool="viewer"]');
  const tree = tool.getByRole('region', { name: 'Default theme, light' });
  // Palette starts open; its branches open with Enter.
  const primary = tree.getByRole('button', { name: /^primary/ });
  await primary.focus();
  await page.keyboard.press('Enter');
  await expect(primary).toHaveAttribute('aria-expanded', 'true');
  await expect(tree.getByText("'#1976d2'")).toBeVisible();

  await tool.getByLabel('Search keys and values').fill('appBar');
  await expect(tool.getByRole('status')).toHaveText(/matching keys/);
  await expect(tree.getByText('appBar')).toBeVisible();
  await tree.getByRole('button', { name: 'Copy the path theme.zIndex.appBar' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('theme.zIndex.appBar');
  await tool.getByLabel('Search keys and values').fill('no-such-key');
  await expect(tool.getByRole('status')).toHaveText('Nothing in the theme matches “no-such-key”.');
  await tool.getByLabel('Search keys and values').press('Escape');

  await tool.getByRole('radio', { name: 'Dark' }).check();
  const dark = tool.getByRole('region', { name: 'Default theme, dark' });
  await tool.getByLabel('Search keys and values').fill('primary.main');
  await expect(dark.getByText("'#90caf9'")).toBeVisible();
});

for (const mode of ['light', 'dark'] as const) {
  test(`the three theme tools are axe clean (${mode})`, async ({ page }) => {
    await page.addInitScript((m) => localStorage.setItem('mui-mode', m), mode);
    for (const [path, tool] of [
      [COLOR_PAGE, 'color'],
      [DENSITY_PAGE, 'density'],
      [VIEWER_PAGE, 'viewer'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator(`[data-theme-tool="${tool}"] [data-theme-tool-placeholder]`)).toHaveCount(0);
      await expect(page.locator(`[data-theme-tool="${tool}"] button`).first()).toBeVisible();
      await expectAxeClean(page, `[data-theme-tool="${tool}"]`);
    }
  });
}

test('the supported platforms and deprecated APIs tables come from the installed packages', async ({ page }) => {
  await page.goto('/material-ui/getting-started/supported-platforms');
  const requirements = page.getByRole('region', { name: /Requirements declared by @mui\/material/ });
  await expect(requirements.getByRole('row', { name: /^React \^/ })).toContainText('^19');
  await expect(page.getByRole('region', { name: /Oldest browsers/ }).getByRole('row', { name: /Chrome/ })).toContainText(/\d+/);

  await page.goto('/material-ui/migration/deprecated-apis');
  const exports = page.getByRole('region', { name: 'Deprecated exports' });
  await expect(exports.locator('[data-deprecated="darkScrollbar"]')).toContainText('color-scheme');
  await exports.locator('[data-deprecated="CssVarsProvider"]').getByRole('link').click();
  await expect(page).toHaveURL(/\/material-ui\/api\/css-vars-provider$/);
});
