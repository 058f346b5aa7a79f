/**
 * Joy UI demos (issue 34): rendered by the build inside Joy's own provider and theme, following the
 * site's colour mode and direction, with Joy's provider owning nothing of the page, one styling (no
 * styling menu), and a sandbox export that wraps the demo in Joy's provider.
 */
import { expect, test, type Locator, type Page } from './fixtures';

const PAGE = '/joy-ui/getting-started';
const DEMO = 'GlobalVariants';

const demo = (page: Page) => page.locator(`section[data-demo="${DEMO}"]`);

async function live(section: Locator) {
  await section.locator('[data-demo-frame]').scrollIntoViewIfNeeded();
  await expect(section.locator('[data-demo-frame]')).toHaveAttribute('data-live', '');
  await expect(section.locator('[data-hydrated]')).toHaveCount(1);
}

/** Relative luminance (0 black – 1 white) of a computed `rgb(…)` colour. */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => Number(part) / 255);
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r ?? 0) + 0.7152 * linear(g ?? 0) + 0.0722 * linear(b ?? 0);
}

const textColor = (element: Locator) => element.evaluate((node) => getComputedStyle(node).color);

test('a Joy demo is server-rendered with Joy’s classes and variables, before any script', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PAGE);
  const frame = demo(page).locator('[data-demo-frame]');
  await expect(frame.locator('.MuiButton-root.MuiButton-variantSoft').first()).toHaveText('Publish');
  await expect(frame.locator('.MuiChip-root').first()).toBeVisible();
  // Joy's variables are on the page once, whatever the number of Joy demos; the button reads them.
  const sheets = await page.evaluate(() => [...document.querySelectorAll('style')].filter((style) => (style.textContent ?? '').includes('--joy-palette-text-primary:')).length);
  expect(sheets).toBe(1);
  const solid = frame.locator('.MuiButton-variantSolid').first();
  expect(await solid.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe('rgb(11, 107, 203)');
  await context.close();
});

test('a Joy demo follows the site’s mode: dark inside and out, and Joy’s provider writes nothing of its own', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(PAGE);
  const section = demo(page);
  await live(section);
  const label = section.locator('[data-demo-frame] .MuiTypography-root').first();
  // body-sm text is `text.tertiary`: neutral-400 in dark (luminance about 0.37), neutral-600 in light (about 0.1).
  expect(luminance(await textColor(label))).toBeGreaterThan(0.3);
  // Joy's provider never stores under the site's keys; <html> carries the site's scheme, and Joy's
  // attribute (for demos with a provider of their own) is the site's scheme too, set before the first paint.
  await expect(page.locator('html')).toHaveAttribute('data-joy-color-scheme', 'dark');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('mui-')))).toEqual([]);

  // The settings drawer switches the site to light; the demo follows without a reload.
  await page.getByRole('button', { name: 'Toggle settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await drawer.getByRole('button', { name: 'Light', exact: true }).click();
  await expect.poll(async () => luminance(await textColor(label))).toBeLessThan(0.15);
  await expect(page.locator('html')).toHaveAttribute('data-joy-color-scheme', 'light');
  // Joy's own mode state follows the site's (what useColorScheme() in a demo reads).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('joy-demo-mode'))).toBe('light');
});

test('a Joy demo lays out right to left with the site', async ({ page }) => {
  await page.goto(PAGE);
  const section = demo(page);
  await live(section);
  const row = section.locator('[data-demo-frame] .MuiStack-root .MuiStack-root').first();
  const order = async () => {
    const label = await row.locator('.MuiTypography-root').boundingBox();
    const button = await row.locator('.MuiButton-root').first().boundingBox();
    return label && button ? Math.sign(button.x - label.x) : 0;
  };
  expect(await order()).toBe(1);
  await page.getByRole('button', { name: 'Toggle settings' }).click();
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Right to left', exact: true }).click();
  await expect.poll(order).toBe(-1);
});

test('a Joy demo has no styling menu, and its StackBlitz project renders it in Joy’s provider', async ({ page, context }) => {
  let posted = '';
  await context.route('https://stackblitz.com/**', async (route) => {
    posted = route.request().postData() ?? '';
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>ok</title>' });
  });
  await page.goto(PAGE);
  const section = demo(page);
  await live(section);
  const toolbar = section.getByRole('toolbar');
  await expect(toolbar.getByRole('button', { name: /^Styling:/ })).toHaveCount(0);
  await toolbar.getByRole('button', { name: 'See more' }).click();
  const popup = page.waitForEvent('popup');
  await page.getByRole('menuitem', { name: 'Open in StackBlitz' }).click();
  await (await popup).waitForLoadState();
  const fields = new URLSearchParams(posted);
  expect(fields.get('project[files][src/main.tsx]')).toMatch(/<CssVarsProvider>\s*<CssBaseline \/>\s*<Demo \/>/);
  const dependencies = JSON.parse(fields.get('project[files][package.json]') ?? '{}').dependencies as Record<string, string>;
  expect(dependencies['@mui/joy']).toBe('5.0.0-beta.52');
  expect(Object.keys(dependencies)).toEqual(expect.arrayContaining(['@emotion/react', '@emotion/styled', 'react', 'react-dom']));
});

test('an edited Joy demo still renders in Joy’s provider, and Reset demo restores it', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(PAGE);
  const section = demo(page);
  await live(section);
  await section.getByRole('button', { name: 'Edit code' }).click();
  const editor = section.getByRole('textbox', { name: `Edit the TypeScript source of ${DEMO}` });
  const original = await editor.inputValue();
  await editor.fill(original.replace('Publish', 'Release'));
  const edited = section.locator('[data-demo-frame] .MuiButton-variantSolid', { hasText: 'Release' });
  await expect(edited).toBeVisible();
  // Joy's styles and variables, in the dark scheme: the edited demo sits in the same provider.
  expect(await edited.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe('rgb(11, 107, 203)');
  const label = section.locator('[data-demo-frame] .MuiTypography-root').first();
  expect(luminance(await textColor(label))).toBeGreaterThan(0.3);
  await section.getByRole('button', { name: 'Reset demo' }).click();
  await expect(section.locator('[data-demo-frame] .MuiButton-variantSolid').first()).toHaveText('Publish');
});

test('styles Joy computes from the scheme (a Slider’s mark labels) are the dark ones on a dark page, on a second visit too', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  // The second visit starts with Joy's mode stored by the first: the demos must still hydrate the
  // server's (light) rendering and then move to dark, not start dark and keep the server's classes.
  for (const visit of [1, 2]) {
    await page.goto('/joy-ui/react-slider');
    const section = page.locator('section[data-demo="MarksSlider"]');
    await live(section);
    const mark = section.locator('.MuiSlider-markLabel').first();
    await expect.poll(async () => luminance(await textColor(mark)), `visit ${visit}`).toBeGreaterThan(0.3);
  }
  // The site's mode is `system` (the browser prefers dark); Joy's follows it, and resolves it the same way.
  expect(await page.evaluate(() => localStorage.getItem('joy-demo-mode'))).toBe('system');
});

test('Material UI inside a Joy demo with THEME_ID: Material components read their own theme, Joy’s stay Joy’s, in both modes', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/joy-ui/integrations/material-ui');
  const section = page.locator('section[data-demo="MaterialUiProductReviews"]');
  await live(section);
  const frame = section.locator('[data-demo-frame]');
  // Joy's Card with Joy's classes; Material's Rating and Pagination with Material's.
  await expect(frame.locator('.MuiCard-root.MuiCard-variantOutlined')).toHaveCount(1);
  await expect(frame.locator('.MuiRating-root')).toHaveCount(3);
  // Material's dark primary, taken from Joy's blue 300, on the current page's button.
  await expect(frame.getByRole('button', { name: 'page 1' })).toHaveCSS('background-color', 'rgb(151, 195, 240)');
  await frame.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(frame.getByText('Hannah K.')).toBeVisible();
  await expect(frame.getByRole('button', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');
  // The Joy card keeps Joy's dark surface variables.
  expect(luminance(await frame.locator('.MuiCard-root').evaluate((node) => getComputedStyle(node).backgroundColor))).toBeLessThan(0.05);
  expect(errors).toEqual([]);
});
