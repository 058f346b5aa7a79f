/**
 * `/api/<name>` and `/api-docs/<name>` lead to a component's API page, Material UI's first
 * (server/apiRedirect.ts, fed by the export's manifest); `/api` and `/api-docs` to the API index.
 */
import { sweepAxe } from './axe';
import { expect, test } from './fixtures';

test('/api/<name> answers 308 with the API page of that name, Material UI first, in any case style', async ({ request }) => {
  for (const [from, to] of [
    ['/api/button', '/material-ui/api/button'],
    ['/api/button-group', '/material-ui/api/button-group'],
    ['/api/ButtonGroup', '/material-ui/api/button-group'],
    ['/api/buttonGroup', '/material-ui/api/button-group'],
    ['/api-docs/button', '/material-ui/api/button'],
    ['/api-docs/ButtonGroup', '/material-ui/api/button-group'],
    // Names only another product documents lead to its page.
    ['/api/aspect-ratio', '/joy-ui/api/aspect-ratio'],
    ['/api/AlertDialog', '/base-ui/react-alert-dialog/components-api'],
    ['/api/use-toast-manager', '/base-ui/react-toast/hooks-api'],
    // The query string is kept; a language prefix and a trailing slash cost no extra hop.
    ['/api/button?ref=readme&x=1', '/material-ui/api/button?ref=readme&x=1'],
    ['/zh/api/ButtonGroup/', '/material-ui/api/button-group'],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(response.headers().location, from).toBe(to);
  }
});

test('following /api/<name> lands on the API page', async ({ page }) => {
  const response = await page.goto('/api/buttonGroup?from=e2e');
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/material-ui/api/button-group?from=e2e');
  await expect(page.getByRole('heading', { level: 1, name: 'ButtonGroup API' })).toBeVisible();
});

test('an unknown name gets the 404 page with status 404', async ({ page, request }) => {
  for (const url of ['/api/not-a-component', '/api-docs/not-a-component', '/api/button/props']) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(404);
    expect(await response.text(), url).toContain('Page not found');
  }
  const response = await page.goto('/api/not-a-component');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('/api and /api-docs, with or without a trailing slash, lead to the API index', async ({ request }) => {
  for (const from of ['/api', '/api/', '/api-docs/']) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(response.headers().location, from).toBe('/api-docs');
  }
  const index = await request.get('/api-docs', { maxRedirects: 0 });
  expect(index.status()).toBe(200);
  // The whole list is in the HTML: without JavaScript every page is one link away.
  const html = await index.text();
  for (const href of ['/material-ui/api/button', '/joy-ui/api/aspect-ratio', '/base-ui/react-alert-dialog/components-api', '/base-ui/react-toast/hooks-api', '/system/api/box']) {
    expect(html, href).toContain(`href="${href}"`);
  }
});

test('the API index lists every product’s API pages and filters them by name', async ({ page }) => {
  await page.goto('/api');
  expect(new URL(page.url()).pathname).toBe('/api-docs');
  await expect(page).toHaveTitle(/^API reference/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
  const list = main.getByRole('navigation', { name: 'API pages by product' });
  for (const product of ['Material UI', 'Joy UI', 'Base UI', 'MUI System']) {
    await expect(list.getByRole('heading', { level: 2, name: product, exact: true }), product).toBeVisible();
  }
  const material = list.getByRole('region', { name: 'Material UI', exact: true });
  await expect(material.getByRole('link', { name: 'ButtonGroup', exact: true })).toHaveAttribute('href', '/material-ui/api/button-group');
  await expect(list.getByRole('region', { name: 'Base UI', exact: true }).getByRole('link', { name: 'AlertDialog', exact: true })).toHaveAttribute(
    'href',
    '/base-ui/react-alert-dialog/components-api',
  );
  const cards = list.locator('[data-component-card]');
  const total = await cards.count();
  expect(total).toBeGreaterThan(200);
  await expect(list.getByRole('link')).toHaveCount(total);

  const filter = main.getByRole('searchbox', { name: 'Filter by name' });
  const status = main.locator('[data-component-filter]').getByRole('status');
  // Case, spaces and hyphens do not count: ButtonGroup and ToggleButtonGroup, in Material UI and in Joy UI.
  await filter.fill('button group');
  await expect(status).toHaveText(`4 of ${total} API pages`);
  await expect(list.locator('[data-component-card]:visible')).toHaveCount(4);
  await expect(list.getByRole('link', { name: 'ButtonGroup', exact: true })).toHaveCount(2);
  await expect(list.getByRole('link', { name: 'ToggleButtonGroup', exact: true })).toHaveCount(2);
  // Products left without a match hide their heading too.
  await expect(list.getByRole('heading', { level: 2, name: 'Base UI', exact: true })).toBeHidden();
  await expect(list.getByRole('heading', { level: 2, name: 'MUI System', exact: true })).toBeHidden();

  await filter.fill('aspect');
  await expect(status).toHaveText(`1 of ${total} API pages`);
  await expect(list.locator('[data-component-card]:visible')).toHaveCount(1);
  await expect(list.getByRole('link', { name: 'AspectRatio', exact: true })).toHaveAttribute('href', '/joy-ui/api/aspect-ratio');
  await expect(list.getByRole('heading', { level: 2, name: 'Material UI', exact: true })).toBeHidden();

  await filter.fill('nothing-is-called-this');
  await expect(status).toHaveText('No API page matches “nothing-is-called-this”.');
  await expect(list.locator('[data-component-card]:visible')).toHaveCount(0);

  await filter.press('Escape');
  await expect(filter).toHaveValue('');
  await expect(list.locator('[data-component-card]:visible')).toHaveCount(total);

  await filter.fill('aspect');
  await list.getByRole('link', { name: 'AspectRatio', exact: true }).click();
  await expect(page).toHaveURL(/\/joy-ui\/api\/aspect-ratio$/);
});

test('the API index is axe clean', async ({ page }) => {
  await page.goto('/api-docs');
  const results = await sweepAxe(page).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
});
