/**
 * The Joy playgrounds (issue 34) on the Joy Button page, which holds both: `<JoyUsagePlayground
 * component="Button" />` and `<JoyCssVarsPlayground component="Button" />`. In the HTML at their
 * defaults; hydrated without a shift; a control changes the live component and the printed code
 * together, from the keyboard; nothing moves when it does; axe clean in light, dark and right to left.
 */
import { blockFontFiles, layoutShift, layoutShiftSources, watchLayoutShifts } from './layoutShift';
import { expect, test, type Locator, type Page } from './fixtures';
import { axeFor, openIn, switchTo, VARIANTS } from './variants';

const PAGE = '/joy-ui/react-button';

const usage = (page: Page) => page.locator('[data-joy-playground="usage"][data-component="Button"]');
const cssVars = (page: Page) => page.locator('[data-joy-playground="css-vars"][data-component="Button"]');
const preview = (playground: Locator) => playground.locator('[data-joy-playground-preview]');
const code = (playground: Locator) => playground.locator('[data-joy-playground-code]');
/** The printed code, newlines included (toHaveText would fold them). */
const codeText = (playground: Locator) => code(playground).evaluate((pre) => pre.textContent ?? '');
const height = async (locator: Locator) => (await locator.boundingBox())?.height;

test('both playgrounds are in the HTML at their defaults: controls, the live component and its code', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PAGE);
  const props = usage(page);
  await expect(preview(props).locator('.MuiButton-root.MuiButton-variantSolid.MuiButton-colorPrimary')).toHaveText('Save');
  expect(await codeText(props)).toBe('<Button>Save</Button>');
  await expect(props.getByRole('group', { name: 'variant' }).getByRole('radio', { name: 'solid' })).toBeChecked();
  await expect(props.getByRole('checkbox', { name: 'loading' })).not.toBeChecked();

  const variables = cssVars(page);
  await expect(preview(variables).locator('.MuiButton-root')).toHaveText('Add to cart');
  expect(await codeText(variables)).toBe('<Button startDecorator={<Add />}>Add to cart</Button>');
  await expect(variables.getByRole('slider', { name: '--Button-gap' })).toHaveValue('0.5');
  await expect(variables.getByText('default 0.5rem')).toBeVisible();
  await context.close();
});

test('the playgrounds hydrate on the server’s elements, with no console error and nothing moving', async ({ page }) => {
  await watchLayoutShifts(page);
  await blockFontFiles(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    // The font files this test blocks (to hold the layout still) are reported as failed loads.
    if (message.type() === 'error' && !/\.woff2(\?|$)/.test(message.location().url)) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(PAGE, { waitUntil: 'commit' });
  const button = preview(usage(page)).locator('.MuiButton-root');
  await expect(button).toBeAttached();
  // A mark on the server's element: hydration adopts it, a remount would replace it.
  await button.evaluate((element) => Object.assign(element, { __fromServer: true }));
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  expect(await button.evaluate((element) => (element as HTMLElement & { __fromServer?: boolean }).__fromServer === true)).toBe(true);
  expect(errors).toEqual([]);
  expect(await layoutShift(page), (await layoutShiftSources(page)).join('\n')).toBe(0);
});

test('a usage control changes the preview and the code, from the keyboard, and nothing moves', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(PAGE);
  const playground = usage(page);
  await playground.scrollIntoViewIfNeeded();
  const button = preview(playground).locator('.MuiButton-root');
  const previewHeight = await height(preview(playground));
  const codeHeight = await height(code(playground));
  const solidBackground = await button.evaluate((element) => getComputedStyle(element).backgroundColor);

  // Native radios: the arrow keys move the choice (plain, outlined, soft, solid).
  await playground.getByRole('group', { name: 'variant' }).getByRole('radio', { name: 'solid' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(playground.getByRole('radio', { name: 'soft' })).toBeChecked();
  await expect(button).toHaveClass(/MuiButton-variantSoft/);
  expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(solidBackground);

  await playground.getByRole('group', { name: 'color' }).getByRole('radio', { name: 'primary' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(playground.getByRole('radio', { name: 'danger' })).toBeChecked();
  await playground.getByRole('checkbox', { name: 'loading' }).focus();
  await page.keyboard.press('Space');
  await expect(button).toHaveClass(/MuiButton-colorDanger/);
  await expect(button).toHaveClass(/MuiButton-loading/);
  await expect(button.getByRole('progressbar')).toBeVisible();
  await expect.poll(() => codeText(playground)).toBe(['<Button variant="soft" color="danger" loading>', '  Save', '</Button>'].join('\n'));

  // The tallest size: the preview and the code block keep their height.
  await playground.getByRole('group', { name: 'size' }).getByRole('radio', { name: 'lg' }).check();
  await expect(button).toHaveClass(/MuiButton-sizeLg/);
  await expect(code(playground)).toContainText('size="lg"');
  expect(await height(preview(playground))).toBe(previewHeight);
  expect(await height(code(playground))).toBe(codeHeight);

  await playground.locator('[data-code-block]').getByRole('button', { name: 'Copy TSX code' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await codeText(playground));

  await playground.getByRole('button', { name: 'Reset' }).click();
  await expect.poll(() => codeText(playground)).toBe('<Button>Save</Button>');
  await expect(button).toHaveClass(/MuiButton-variantSolid/);
});

test('a CSS variable’s slider changes the preview’s variable and the sx, from the keyboard, and nothing moves', async ({ page }) => {
  await page.goto(PAGE);
  const playground = cssVars(page);
  await playground.scrollIntoViewIfNeeded();
  const button = preview(playground).locator('.MuiButton-root');
  const gapOf = () => button.evaluate((element) => getComputedStyle(element).getPropertyValue('--Button-gap').trim());
  const decoratorMargin = () => button.locator('.MuiButton-startDecorator').evaluate((element) => getComputedStyle(element).marginInlineEnd);
  const previewHeight = await height(preview(playground));
  const codeHeight = await height(code(playground));
  expect(await gapOf()).toBe('0.5rem');
  expect(await decoratorMargin()).toBe('8px');

  const gap = playground.getByRole('slider', { name: '--Button-gap' });
  // Eighths of a rem: four steps from 0.5rem.
  await gap.focus();
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowRight');
  await expect(gap).toHaveValue('1');
  await expect(gap).toHaveAttribute('aria-valuetext', '1rem');
  await expect(playground.locator('output').first()).toHaveText('1rem');
  await expect.poll(gapOf).toBe('1rem');
  expect(await decoratorMargin()).toBe('16px');
  await expect.poll(() => codeText(playground)).toBe(["<Button startDecorator={<Add />} sx={{ '--Button-gap': '1rem' }}>", '  Add to cart', '</Button>'].join('\n'));

  // Another size: its defaults for the untouched sliders; the moved one keeps its value.
  await playground.getByRole('group', { name: 'size' }).getByRole('radio', { name: 'lg' }).check();
  await expect(playground.getByRole('slider', { name: '--Button-minHeight' })).toHaveValue('2.75');
  await expect(code(playground)).toContainText('size="lg"');
  await expect(code(playground)).toContainText("'--Button-gap': '1rem'");
  expect(await height(preview(playground))).toBe(previewHeight);
  expect(await height(code(playground))).toBe(codeHeight);
});

test('the playgrounds lay out right to left with the site, their preview flipped', async ({ page }) => {
  await openIn(page, PAGE, VARIANTS[2]);
  const render = preview(cssVars(page)).locator(':scope > [data-demo-render]');
  await expect(render).toHaveAttribute('dir', 'rtl');
  await expect(render).toBeVisible();
  const button = render.locator('.MuiButton-root');
  const decorator = await button.locator('.MuiButton-startDecorator').boundingBox();
  const label = await button.getByText('Add to cart').boundingBox();
  // The decorator comes first in reading order: on the right.
  expect(decorator && label ? decorator.x > label.x : false).toBe(true);
});

test('axe finds nothing in the playgrounds in light, dark and right to left', async ({ page }) => {
  const failures: string[] = [];
  const [first, ...others] = VARIANTS;
  await openIn(page, PAGE, first);
  for (const variant of [first, ...others]) {
    if (variant !== first) await switchTo(page, variant);
    const violations = await axeFor(page, variant).include('[data-joy-playground]').violations();
    for (const violation of violations) failures.push(`${variant.name}: ${violation.id} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }
  expect(failures).toEqual([]);
});
