import { expect, test } from './fixtures';

test('a trailing slash redirects (308) to the path without it', async ({ request }) => {
  const response = await request.get('/material-ui/getting-started/installation/?a=1', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toBe('/material-ui/getting-started/installation?a=1');
});

test('language prefixes redirect to the canonical page', async ({ request }) => {
  for (const [from, to] of [
    ['/zh/material-ui/react-button/', '/material-ui/react-button'],
    ['/en/system/getting-started', '/system/getting-started'],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(response.headers().location, from).toBe(to);
  }
});

test('pages carry security headers and revalidate; hashed assets are immutable', async ({ page, request }) => {
  const response = await request.get('/material-ui/react-button');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  // Only pages with live demos allow eval (their live editor runs the reader's edits); a guide page does not.
  expect(headers['content-security-policy']).toContain("'unsafe-eval'");
  const guide = (await request.get('/material-ui/getting-started/installation')).headers()['content-security-policy'];
  expect(guide).not.toContain('unsafe-eval');
  expect(guide).toContain("form-action 'self';");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cache-control']).toBe('no-cache');

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/material-ui/react-button');
  const script = (await page.locator('script[src^="/_next/static/"]').first().getAttribute('src')) ?? '';
  const asset = await request.get(script);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // The CSP must admit everything the page itself runs (its inline scripts are hashed).
  expect(errors.filter((text) => text.includes('Content Security Policy'))).toEqual([]);
});
