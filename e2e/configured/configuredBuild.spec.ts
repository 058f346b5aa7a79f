import { expect, test } from '../fixtures';
import { FAKE_AD_NETWORK_PORT } from '../../scripts/configuredBuild';

// The configured build exists so that ads, analytics and the service worker can be tested against
// loopback fakes; this pins that it really is configured, and that the default build is not.
test('the configured build admits the configured services in its policy, the default build does not', async ({ request, baseURL }) => {
  const configured = await request.get(`${baseURL}/material-ui/getting-started/installation`);
  expect(configured.status()).toBe(200);
  const policy = configured.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(new RegExp(`connect-src [^;]*http://127\\.0\\.0\\.1:${FAKE_AD_NETWORK_PORT}`));
  expect(policy).toContain('https://www.googletagmanager.com');

  const defaultPort = Number(new URL(baseURL ?? '').port) - 1;
  const plain = await request.get(`http://127.0.0.1:${defaultPort}/material-ui/getting-started/installation`);
  const plainPolicy = plain.headers()['content-security-policy'] ?? '';
  expect(plainPolicy).not.toContain(String(FAKE_AD_NETWORK_PORT));
  expect(plainPolicy).not.toContain('googletagmanager');
});

test('a configured font provider’s stylesheet is linked and admitted by the policy; the default build links none', async ({ page, request, baseURL }) => {
  const fontsUrl = `http://127.0.0.1:${FAKE_AD_NETWORK_PORT}/fonts.css`;
  const response = await request.get(`${baseURL}/material-ui/react-button`);
  const policy = response.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(new RegExp(`style-src [^;]*http://127\\.0\\.0\\.1:${FAKE_AD_NETWORK_PORT}`));
  expect(policy).toMatch(new RegExp(`font-src [^;]*http://127\\.0\\.0\\.1:${FAKE_AD_NETWORK_PORT}`));
  expect(await response.text()).toMatch(new RegExp(`<link rel="stylesheet" href="${fontsUrl.replace(/[.]/g, '\\.')}"`));

  const defaultPort = Number(new URL(baseURL ?? '').port) - 1;
  await page.goto(`http://127.0.0.1:${defaultPort}/material-ui/react-button`);
  await expect(page.locator(`link[href="${fontsUrl}"]`)).toHaveCount(0);
  // The site's own faces are there instead, fetched after the first page has loaded (none is preloaded).
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-fonts'))).toMatch(/inter/i);
});
