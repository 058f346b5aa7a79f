/**
 * The page templates of Material UI (issue 16) and Joy UI (issue 36): each product's gallery, each
 * template as a full page with its bar, the colour mode switch, accessibility in light and dark, small
 * screens and right to left, and the code pages.
 */
import { sweepAxe } from './axe';
import { expect, test, type Page } from './fixtures';
import { TEMPLATE_PRODUCTS, TEMPLATES, templateCodePathname, templatePathname, templatePreviewPathname, templatesOf, templatesPathname, templateSourcesPathname, type JoyTemplateId, type MaterialTemplateId, type TemplateRef } from '../src/templates/templates';
import type { TemplateSources } from '../src/templates/templateSourcesTypes';

/** Collects console errors and page errors of `page`. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const material = (id: MaterialTemplateId): TemplateRef => ({ product: 'material-ui', id });
const joy = (id: JoyTemplateId): TemplateRef => ({ product: 'joy-ui', id });

for (const product of TEMPLATE_PRODUCTS) {
  test(`${product}: the gallery has a card per template linking to its live page and its code, with light and dark previews made from the page`, async ({ page, request }) => {
    const templates = templatesOf(product);
    await page.goto(templatesPathname(product));
    const gallery = page.getByRole('list', { name: 'Templates' });
    await expect(gallery.getByRole('listitem')).toHaveCount(templates.length);
    for (const template of templates) {
      await expect(gallery.getByRole('link', { name: template.name, exact: true })).toHaveAttribute('href', templatePathname(template));
      await expect(gallery.getByRole('link', { name: `Code of the ${template.name} template` })).toHaveAttribute('href', templateCodePathname(template));
      for (const scheme of ['light', 'dark'] as const) {
        const response = await request.get(templatePreviewPathname(template, scheme));
        expect(response.status(), `${template.id} ${scheme}`).toBe(200);
        const html = await response.text();
        expect(html, `${template.id} ${scheme}`).toContain(`class="${scheme}"`);
        expect(html).not.toContain('<script');
        expect(html).toContain('<h1');
      }
    }
    // The previews load as their card nears the view.
    await gallery.getByRole('listitem').first().scrollIntoViewIfNeeded();
    await expect(gallery.getByRole('listitem').first().locator('iframe')).toHaveCount(2);
    await gallery.getByRole('listitem').last().scrollIntoViewIfNeeded();
    await expect(gallery.getByRole('listitem').last().locator('iframe')).toHaveCount(2);
    await expect(gallery.getByRole('listitem').last().locator('iframe').first()).toHaveAttribute('src', templatePreviewPathname(templates[templates.length - 1]!, 'light'));
    const second = templates[1]!;
    await gallery.getByRole('link', { name: second.name, exact: true }).click();
    await expect(page).toHaveURL(templatePathname(second));
  });
}

for (const template of TEMPLATES) {
  test(`${template.product} ${template.name}: a full page under the template bar, with no console error and no horizontal scroll at 320 px`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(templatePathname(template));
    const bar = page.getByRole('navigation', { name: 'Template' });
    await expect(bar.getByRole('link', { name: 'All templates' })).toHaveAttribute('href', templatesPathname(template.product));
    // Server-rendered: the heading is in the HTML before any script runs.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
}

test('the bar’s mode switch sets the site’s colour mode, kept on the docs pages', async ({ page }) => {
  await page.goto(templatePathname(material('sign-in')));
  const modes = page.getByRole('group', { name: 'Colour mode' });
  await modes.getByRole('button', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(modes.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await modes.getByRole('button', { name: 'Light' }).click();
  await expect(page.locator('html')).toHaveClass(/light/);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(background);
  await modes.getByRole('button', { name: 'Dark' }).click();
  await page.goto('/material-ui/getting-started/installation');
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('the Joy UI bar’s mode switch turns the Joy template dark, with Joy’s own variables', async ({ page }) => {
  await page.goto(templatePathname(joy('sign-in-side')));
  const modes = page.getByRole('group', { name: 'Colour mode' });
  await modes.getByRole('button', { name: 'Light' }).click();
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await modes.getByRole('button', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('dark');
  // Joy's baseline paints the body with Joy's variable, which the dark scheme changes.
  expect(await page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--joy-palette-background-body').trim())).not.toBe('');
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(background);
});

for (const [template, key] of [
  [material('sign-in-side'), 'tpl-rtl'],
  [joy('order-dashboard'), 'joytpl-rtl'],
] as const) {
  test(`right to left: the ${template.product} ${template.id} template’s styles are flipped, with no horizontal scroll`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('mui-direction', 'rtl'));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(templatePathname(template));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Rendered again after hydration with the cache that flips the styles.
    await expect.poll(() => page.evaluate(() => [...document.querySelectorAll('style[data-emotion]')].map((style) => style.getAttribute('data-emotion')?.split(' ')[0]))).toContain(key);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
}

for (const [product, mode] of TEMPLATE_PRODUCTS.flatMap((p) => (['light', 'dark'] as const).map((m) => [p, m] as const))) {
  test(`every ${product} template is axe clean (${mode})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript((m) => localStorage.setItem('mui-mode', m), mode);
    const failures: string[] = [];
    for (const template of templatesOf(product)) {
      await page.goto(templatePathname(template));
      await expect(page.locator(`html.${mode}`)).toBeAttached();
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      for (const violation of await sweepAxe(page).violations()) {
        failures.push(`${template.id}: ${violation.id} — ${violation.help}\n    ${violation.nodes.map((node) => node.target.join(' ')).join('\n    ')}`);
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
}

test('every template’s code page lists the files the export sends, each highlighted, with the set-up', async ({ page, request }) => {
  for (const template of TEMPLATES) {
    const sources = (await (await request.get(templateSourcesPathname(template))).json()) as TemplateSources;
    expect(sources.product).toBe(template.product);
    await page.goto(templateCodePathname(template));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${template.name} template: code`);
    await expect(page.getByRole('navigation', { name: 'Template' }).getByRole('link', { name: 'Live page' })).toHaveAttribute('href', templatePathname(template));
    const files = page.getByRole('navigation', { name: 'Files of the template' }).getByRole('link');
    // The JS names are in the page too, hidden: what a reader sees is the TS variant's.
    expect(await files.evaluateAll((links) => links.map((link) => (link as HTMLElement).innerText))).toEqual(sources.files.map((file) => file.name));
    // Off-screen files are not laid out (content-visibility), so their text is read through the styles.
    const shownNames = (headings: Element[]) => headings.map((heading) => [...heading.children].filter((name) => getComputedStyle(name).display !== 'none').map((name) => name.textContent).join(''));
    expect(await page.getByRole('heading', { level: 3 }).evaluateAll(shownNames)).toEqual(sources.files.map((file) => file.name));
    const library = template.product === 'joy-ui' ? '@mui/joy' : '@mui/material';
    await expect(page.getByRole('main').locator('pre').first()).toContainText(`${library}@${sources.dependencies[library]}`);
    // The entry point shown sets up the product's own provider.
    await expect(page.getByRole('main').locator('pre').nth(1)).toContainText(template.product === 'joy-ui' ? 'CssVarsProvider' : 'ThemeProvider');
  }
});

test('a template’s code page switches to JavaScript, keeps the choice, and copies the file shown', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(templateCodePathname(joy('messages')));
  const sources = (await (await page.request.get(templateSourcesPathname(joy('messages')))).json()) as TemplateSources;
  const entry = sources.files[0]!;
  const section = page.getByRole('region', { name: entry.name });
  await expect(section.getByRole('heading', { level: 3 })).toHaveAccessibleName(entry.name);
  await expect(section.getByRole('button', { name: 'Copy TSX code' })).toBeVisible();
  await page.getByRole('group', { name: 'Code language' }).getByRole('button', { name: 'JS' }).click();
  const jsSection = page.getByRole('region', { name: entry.jsName });
  await expect(jsSection.getByRole('heading', { level: 3 })).toHaveAccessibleName(entry.jsName);
  await expect(section).toHaveCount(0);
  await jsSection.getByRole('button', { name: 'Copy JSX code' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(entry.js.trimEnd());
  await page.getByRole('navigation', { name: 'Files of the template' }).getByRole('link', { name: sources.files[1]!.jsName }).click();
  await expect(page).toHaveURL(new RegExp(`#file-${sources.files[1]!.name.replace(/\.tsx?$/, '')}$`));
  await page.reload();
  await expect(page.getByRole('group', { name: 'Code language' }).getByRole('button', { name: 'JS' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { level: 3 }).first()).toHaveAccessibleName(entry.jsName);
});

for (const mode of ['light', 'dark'] as const) {
  test(`the gallery and a template’s code page are axe clean (${mode})`, async ({ page }) => {
    await page.addInitScript((m) => localStorage.setItem('mui-mode', m), mode);
    for (const pathname of [templatesPathname('material-ui'), templatesPathname('joy-ui'), templateCodePathname(material('sticky-footer')), templateCodePathname(joy('sign-in-side'))]) {
      await page.goto(pathname);
      await expect(page.locator(`html.${mode}`)).toBeAttached();
      const violations = await sweepAxe(page).violations();
      expect(violations.map((violation) => `${pathname}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  });
}

test('dashboard at phone width: the navigation drawer opens, is axe clean, and closes on a choice', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(templatePathname(material('dashboard')));
  const open = page.getByRole('button', { name: 'Open navigation' });
  await open.click();
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav).toBeVisible();
  expect((await sweepAxe(page).violations()).map((violation) => violation.id)).toEqual([]);
  await nav.getByRole('button', { name: 'Orders' }).click();
  await expect(nav).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeFocused();
});
