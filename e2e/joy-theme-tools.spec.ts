import { sweepAxe } from './axe';
import { expect, test, type Page } from './fixtures';

const VIEWER_PAGE = '/joy-ui/customization/default-theme-viewer';
const BUILDER_PAGE = '/joy-ui/customization/theme-builder';
const JOY_BUTTON_PAGE = '/joy-ui/react-button';
const TEAL_500 = 'rgb(0, 150, 136)';

/** The solid Publish button of the Joy Button page's first demo, once the demo has mounted. */
async function publishBackground(page: Page): Promise<string> {
  const button = page.locator('[data-demo="ButtonVariants"]').getByRole('button', { name: 'Publish' });
  await expect(button).toBeVisible();
  return button.evaluate((element) => getComputedStyle(element).backgroundColor);
}

async function expectAxeClean(page: Page, selector: string) {
  const violations = await sweepAxe(page).include(selector).violations();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the Joy default theme viewer shows extendTheme() in light and dark, searches, and copies paths', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(VIEWER_PAGE);
  const tool = page.locator('[data-theme-tool="viewer"]');
  const light = tool.getByRole('region', { name: 'Default theme, light' });
  const primary = light.getByRole('button', { name: /^primary/ });
  await primary.focus();
  await page.keyboard.press('Enter');
  await expect(primary).toHaveAttribute('aria-expanded', 'true');
  // Joy's own ramp, and a token that refers to it with a swatch of its fallback.
  await expect(light.getByText("'#0B6BCB'")).toBeVisible();
  const solidBg = light.locator('li:not(:has(li))', { hasText: 'solidBg' }).first();
  await expect(solidBg).toContainText('var(--joy-palette-primary-500, #0B6BCB)');
  await expect(solidBg.locator('[aria-hidden]').first()).toHaveCSS('background-color', 'rgb(11, 107, 203)');

  await tool.getByLabel('Search keys and values').fill('title-lg');
  await expect(tool.getByRole('status')).toHaveText(/matching keys/);
  await light.getByRole('button', { name: 'Copy the path theme.typography.title-lg', exact: true }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('theme.typography.title-lg');

  await tool.getByLabel('Search keys and values').fill('');
  await tool.getByRole('radio', { name: 'Dark' }).check();
  const dark = tool.getByRole('region', { name: 'Default theme, dark' });
  await tool.getByLabel('Search keys and values').fill('primary.plainColor');
  await expect(dark.locator('li:not(:has(li))', { hasText: 'plainColor' }).first()).toContainText('var(--joy-palette-primary-300, #97C3F0)');
});

test('the Joy theme builder previews every variant, reports contrast, writes the code, applies to Joy demos everywhere, and resets', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(JOY_BUTTON_PAGE);
  const defaultBackground = await publishBackground(page);
  expect(defaultBackground).toBe('rgb(11, 107, 203)');

  await page.goto(BUILDER_PAGE);
  const tool = page.locator('[data-theme-tool="joy-builder"]');
  await expect(tool.getByRole('status').filter({ hasText: 'default colours' })).toBeVisible();
  await expect(tool.getByText('Every variant of every colour reaches 4.5:1 in both schemes.')).toBeVisible();
  const primary = tool.getByRole('group', { name: 'Primary' });
  await primary.getByLabel('Colour set').selectOption('material:teal');
  await expect(primary.getByLabel('Shade 500 (hex)')).toHaveValue('#009688');
  // Both previews, every variant: the solid primary button takes the 500.
  for (const scheme of ['Light mode preview', 'Dark mode preview']) {
    const preview = tool.getByRole('group', { name: scheme });
    await expect(preview.getByRole('button', { name: 'Primary' })).toHaveCount(4);
    await expect(preview.getByRole('button', { name: 'Primary' }).first()).toHaveCSS('background-color', TEAL_500);
  }
  // The page's own Joy variables are untouched until the reader applies.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--joy-palette-primary-500').trim())).not.toBe('#009688');

  // A pale hex for warning: generated ramp, and the solid pairs fall below AA in the report.
  const warningHex = tool.getByRole('group', { name: 'Warning' }).getByLabel('Shade 500 (hex)');
  await warningHex.fill('#zz');
  await expect(warningHex).toHaveAttribute('aria-invalid', 'true');
  await warningHex.fill('#ffeb3b');
  await expect(warningHex).not.toHaveAttribute('aria-invalid');
  const report = tool.getByRole('region', { name: 'Variants below 4.5:1' });
  await expect(report.getByRole('row', { name: /Light, Warning, solid/ })).toContainText('Below AA');

  const code = tool.locator('[data-code-block] pre');
  await expect(code).toContainText('// primary: @mui/material/colors teal');
  await expect(code).toContainText("500: '#009688',");
  await expect(code).toContainText('// warning: generated from #ffeb3b');
  await expect(code).toContainText('light: { palette: { primary, warning } },');
  await tool.locator('[data-code-block]').getByRole('button', { name: 'Copy TypeScript code' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("import { extendTheme } from '@mui/joy/styles';");

  // Keyboard: back to Joy's default warning with the select, then apply with Enter.
  await tool.getByRole('group', { name: 'Warning' }).getByLabel('Colour set').selectOption('default');
  const apply = tool.getByRole('button', { name: 'Apply to the Joy demos' });
  await apply.focus();
  await page.keyboard.press('Enter');
  await expect(tool.getByRole('status').filter({ hasText: 'applied to the Joy demos on every page' })).toBeVisible();
  await expect(apply).toBeDisabled();

  await page.goto(JOY_BUTTON_PAGE);
  expect(await publishBackground(page)).toBe(TEAL_500);
  // Material UI demos keep their colours.
  await page.goto('/material-ui/react-button');
  await expect(page.locator('[data-demo="BasicButtons"]').getByRole('button', { name: 'Publish' })).toHaveCSS('background-color', 'rgb(25, 118, 210)');
  // A new tab has the colours from its first paint (the pre-paint script), before any demo hydrates.
  const other = await context.newPage();
  await other.route('**/_next/static/**/*.js', (route) => route.abort());
  await other.goto(JOY_BUTTON_PAGE);
  expect(await publishBackground(other)).toBe(TEAL_500);
  await other.unroute('**/_next/static/**/*.js');
  await other.reload();
  expect(await publishBackground(other)).toBe(TEAL_500);

  // Reset in one tab: the Joy demos already open in the other follow without a reload.
  await page.goto(BUILDER_PAGE);
  await expect(page.locator('[data-theme-tool="joy-builder"]').getByRole('group', { name: 'Primary' }).getByLabel('Colour set')).toHaveValue('material:teal');
  await page.locator('[data-theme-tool="joy-builder"]').getByRole('button', { name: 'Reset' }).click();
  await expect(page.locator('[data-theme-tool="joy-builder"]').getByRole('group', { name: 'Primary' }).getByLabel('Colour set')).toHaveValue('default');
  await expect.poll(() => publishBackground(other)).toBe(defaultBackground);
  await other.close();
});

for (const mode of ['light', 'dark'] as const) {
  test(`the Joy theme viewer and builder are axe clean (${mode})`, async ({ page }) => {
    await page.addInitScript((m) => localStorage.setItem('mui-mode', m), mode);
    for (const [path, tool] of [
      [VIEWER_PAGE, 'viewer'],
      [BUILDER_PAGE, 'joy-builder'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator(`[data-theme-tool="${tool}"] [data-theme-tool-placeholder]`)).toHaveCount(0);
      await expect(page.locator(`[data-theme-tool="${tool}"] button`).first()).toBeVisible();
      await expectAxeClean(page, `[data-theme-tool="${tool}"]`);
    }
  });
}
