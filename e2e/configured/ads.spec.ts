import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { expect, test, type Page } from '../fixtures';
import { blockFontFiles, layoutShift, layoutShiftSources, watchLayoutShifts } from '../layoutShift';
import { FAKE_AD_NETWORK_PORT } from '../../scripts/configuredBuild';

// The fake ad network: the feed at /ads.json answers with whatever the test sets; images, the
// impression and the pixels answer with a 1×1 GIF. Every request is recorded.
const NETWORK = `http://127.0.0.1:${FAKE_AD_NETWORK_PORT}`;
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const PAGE = '/material-ui/getting-started/installation';

type FeedHandler = (request: IncomingMessage, response: ServerResponse) => void;
let server: Server;
let requests: string[];
let feed: FeedHandler;

const json = (body: unknown): FeedHandler => (_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
  response.end(JSON.stringify(body));
};

test.beforeEach(async ({ page }) => {
  requests = [];
  feed = json({ ads: [] });
  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    if (request.url?.startsWith('/ads.json')) return feed(request, response);
    // The font provider's stylesheet the configured build links (DOCS_FONTS_URL).
    if (request.url === '/fonts.css') return void response.writeHead(200, { 'content-type': 'text/css' }).end('/* fonts */');
    response.writeHead(200, { 'content-type': 'image/gif' });
    response.end(GIF);
  });
  await new Promise<void>((resolve) => server.listen(FAKE_AD_NETWORK_PORT, '127.0.0.1', resolve));
  // The analytics library itself is not fetched from the internet: the site's own gtag queue is what is checked.
  await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await watchLayoutShifts(page);
  await blockFontFiles(page);
});

test.afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Pins Math.random, so the blocker split, the in-house pick and the display sampling are known. */
async function pinRandom(page: Page, value: number) {
  await page.addInitScript((v) => {
    Math.random = () => v;
  }, value);
}

const feedRequests = () => requests.filter((url) => url.startsWith('/ads.json')).length;
const dataLayer = (page: Page) => page.evaluate(() => (window.dataLayer ?? []).map((entry) => JSON.parse(JSON.stringify(Array.from(entry as ArrayLike<unknown>))) as unknown[]));

test('a feed ad is rendered, its impression and pixels are requested, and analytics records it', async ({ page }) => {
  await pinRandom(page, 0.05);
  feed = json({
    ads: [{}, { company: 'No link' }, { statlink: `${NETWORK}/click`, statimp: `${NETWORK}/imp`, image: `${NETWORK}/ad.gif`, company: 'Acme Widgets', description: 'Widgets for every layout.', pixel: `${NETWORK}/pixel/a?t=[timestamp]||${NETWORK}/pixel/b`, timestamp: '1234' }],
  });
  const gtagScript = page.waitForRequest(/googletagmanager\.com\/gtag\/js\?id=G-TEST000000/);
  await page.goto(PAGE);
  const ad = page.locator('[data-ad-slot="feed"] a[data-ad-network]');
  await expect(ad).toBeVisible();
  await expect(ad).toHaveAttribute('href', `${NETWORK}/click`);
  await expect(ad).toHaveAttribute('target', '_blank');
  await expect(ad).toHaveAttribute('rel', 'noopener sponsored');
  await expect(ad).toContainText('Acme Widgets');
  await expect(ad).toContainText('Widgets for every layout.');
  await expect(ad).toContainText('ad by');
  await expect(ad.locator('img')).toHaveAttribute('src', `${NETWORK}/ad.gif`);
  await expect.poll(() => requests).toEqual(expect.arrayContaining(['/imp', '/pixel/a?t=1234', '/pixel/b']));
  expect(feedRequests()).toBe(1);
  await gtagScript;

  // Display is sampled (0.05 < 0.1) and sent 2500 ms after the ad shows.
  await expect.poll(() => dataLayer(page), { timeout: 6000 }).toContainEqual(['event', 'ad', { eventAction: 'display', eventLabel: 'feed' }]);
  const layer = await dataLayer(page);
  // The canonical location is the configured site URL plus the canonical pathname, as the page's canonical link says.
  const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
  expect(canonical).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+${PAGE}$`));
  expect(layer).toContainEqual([
    'event',
    'page_view',
    { page_title: await page.title(), page_location: canonical, productId: 'material-ui', productCategoryId: 'core' },
  ]);
  expect(layer).toContainEqual(['set', 'user_properties', { codeVariant: 'TS', userLanguage: 'en', devicePixelRatio: 1, colorSchemeOS: 'light', colorScheme: 'light' }]);

  // A click goes through the delegated listener (the navigation itself is prevented here).
  await page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault(), true));
  await ad.click();
  expect(await dataLayer(page)).toContainEqual(['event', 'ad', { eventAction: 'click', eventLabel: 'feed' }]);
  expect(await layoutShift(page), (await layoutShiftSources(page)).join('\n')).toBe(0);
});

test('an empty feed is asked 10 times, then an in-house ad shows', async ({ page }) => {
  await pinRandom(page, 0.5);
  feed = json({ ads: [{}, { company: 'no statlink' }] });
  await page.goto(PAGE);
  const ad = page.locator('[data-ad-slot="in-house-fallback"] a');
  await expect(ad).toBeVisible();
  expect(feedRequests()).toBe(10);
  await expect(ad).toHaveAttribute('rel', 'noopener sponsored');
  await expect(ad).toHaveAttribute('target', '_blank');
  await expect(ad).toContainText('Themes');
  await expect(ad.locator('img')).toHaveAttribute('src', '/static/ads/themes.svg');
  expect(await layoutShift(page), (await layoutShiftSources(page)).join('\n')).toBe(0);
});

test('a malformed feed ends in an in-house ad without an error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  feed = (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    response.end('{"ads": [ {"statlink": ');
  };
  await page.goto(PAGE);
  await expect(page.locator('[data-ad-slot="in-house-fallback"] a')).toBeVisible();
  expect(feedRequests()).toBe(1);
  expect(errors).toEqual([]);
});

for (const [draw, slot] of [
  [0.05, 'whitelist'],
  [0.5, 'in-house-blocker'],
] as const) {
  test(`an aborted feed leads to the blocker path about 3 s later (${slot})`, async ({ page }) => {
    await pinRandom(page, draw);
    feed = (request) => request.socket.destroy();
    await page.goto(PAGE);
    const started = Date.now();
    await expect(page.locator('[data-ad-slot="pending"]')).toBeAttached();
    await expect(page.locator(`[data-ad-slot="${slot}"]`)).toBeAttached({ timeout: 8000 });
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThan(2000);
    expect(elapsed).toBeLessThan(5000);
    expect(feedRequests()).toBe(1);
    if (slot === 'whitelist') await expect(page.locator('[data-ad-slot="whitelist"]')).toContainText('allow list');
    else await expect(page.locator('[data-ad-slot="in-house-blocker"] a')).toHaveAttribute('rel', 'noopener sponsored');
    expect(await layoutShift(page), (await layoutShiftSources(page)).join('\n')).toBe(0);
  });
}

test('a bot user agent gets an empty slot and the feed is never asked', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
  const page = await context.newPage();
  await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await page.goto(PAGE);
  const slot = page.locator('[data-ad-slot="bot"]');
  await expect(slot).toBeAttached();
  expect(await slot.innerHTML()).toBe('<span></span>');
  await page.waitForTimeout(1000);
  expect(feedRequests()).toBe(0);
  await context.close();
});

test('a feed carrying <script> and javascript: links is rendered inert', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  feed = json({
    ads: [
      { statlink: 'javascript:alert(1)', company: 'First, unsafe link' },
      {
        statlink: `${NETWORK}/safe`,
        image: 'javascript:alert(2)',
        statimp: 'javascript:alert(3)',
        company: '<img src=x onerror="window.__pwned=1">',
        description: '<script>window.__pwned=1</script>',
        pixel: `javascript:alert(4)||${NETWORK}/pixel/ok`,
      },
    ],
  });
  await page.goto(PAGE);
  const ad = page.locator('[data-ad-slot="feed"] a[data-ad-network]');
  await expect(ad).toBeVisible();
  await expect(ad).toHaveAttribute('href', `${NETWORK}/safe`);
  await expect(ad).toContainText('<img src=x onerror="window.__pwned=1">');
  await expect(ad).toContainText('<script>window.__pwned=1</script>');
  expect(await ad.locator('script, img').count()).toBe(0);
  await expect.poll(() => requests).toContain('/pixel/ok');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
