import { expect, test } from './fixtures';

test('shows the full message with arguments substituted in order and escaped', async ({ page }) => {
  await page.goto(`/production-error?code=9&args[]=${encodeURIComponent('<b>bold</b>')}`);
  const decoder = page.locator('[data-error-decoder="message"]');
  await expect(decoder).toContainText('The full text of MUI error #9:');
  await expect(decoder.locator('pre')).toContainText('MUI: Unsupported `<b>bold</b>` color.');
  await expect(decoder.locator('b')).toHaveCount(0);
});

test('marks an absent argument', async ({ page }) => {
  await page.goto('/production-error?code=11&args[]=x');
  await expect(page.locator('pre')).toContainText('The colorx provided to augmentColor(color) is invalid.');
  await expect(page.locator('pre')).toContainText('`[missing argument]` property');
});

test('explains the page when no code is given, and names an unknown code', async ({ page }) => {
  await page.goto('/production-error');
  await expect(page.locator('[data-error-decoder="no-code"]')).toContainText('No error code was given.');
  await page.goto('/production-error?code=99999');
  await expect(page.locator('[data-error-decoder]').getByRole('alert')).toHaveText('There is no MUI error with code 99999. Check that the address was copied in full.');
});

test('says so when the error codes cannot be loaded, after a loading state', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/static/error-codes.json', async (route) => {
    await held;
    await route.abort('connectionrefused');
  });
  await page.goto('/production-error?code=9');
  await expect(page.locator('[data-error-decoder="loading"]')).toHaveText('Loading the error message…');
  release();
  await expect(page.locator('[data-error-decoder]').getByRole('alert')).toHaveText('The error codes could not be loaded. Check your connection and reload the page.');
});

test('the codes file ships with the site', async ({ request }) => {
  const response = await request.get('/static/error-codes.json');
  expect(response.headers()['content-type']).toContain('application/json');
  expect((await response.json())['9']).toMatch(/^MUI: Unsupported `%s` color\./);
});
