import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { expect, test, type Page } from '../fixtures';
import { blockFontFiles, layoutShift, layoutShiftSources, watchLayoutShifts } from '../layoutShift';
import { CONFIGURED_OUT_DIR, FAKE_AD_NETWORK_PORT } from '../../scripts/configuredBuild';
import { AD_DISPLAY_DELAY_MS } from '../../src/ads/adConstants';

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
    // Counted as the page asks, not as the fake network answers: Chromium may resend a request
    // whose reused connection was reset, which the server would see as a second one.
    let asked = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/ads.json') asked += 1;
    });
    await page.goto(PAGE);
    const started = Date.now();
    await expect(page.locator('[data-ad-slot="pending"]')).toBeAttached();
    await expect(page.locator(`[data-ad-slot="${slot}"]`)).toBeAttached({ timeout: 8000 });
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThan(2000);
    expect(elapsed).toBeLessThan(5000);
    expect(asked).toBe(1);
    expect(feedRequests()).toBeGreaterThanOrEqual(1);
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

// Script mode (DOCS_AD_SCRIPT_URL). The mode is baked into the pages at build time, and the configured
// build is in feed mode (a second build would double its cost). So these tests switch the slot to the
// script mode in the browser: the docs configuration reaches it through the page's inline React payload
// (`self.__next_f`), and an init script swaps the feed URL for a script URL there before React reads it,
// as a build with only DOCS_AD_SCRIPT_URL set would have it. The server, its CSP and the rest of the page
// are the configured build's. The network's script is served by page.route on the site's own origin,
// which the CSP admits ('self'); it does whatever the test sets: insert its ad, insert its fallback, throw.

/** What the slot showed and which ad events were queued for analytics, each with the page's clock (`performance.now()`) at the time. */
interface AdTimeline {
  slots: { slot: string; at: number }[];
  events: { action: string; label: string; at: number }[];
}

/** Makes the page's ad slot run in the script mode with `scriptUrl`; the page counts the swaps in `__adScriptModeSwaps`. */
async function serveInScriptMode(page: Page, scriptUrl: string) {
  await page.addInitScript((url) => {
    const target = window as unknown as { __next_f?: unknown[]; __adScriptModeSwaps?: number };
    const feedMode = /"feedUrl":"[^"]*","scriptUrl":"\$undefined"/;
    const scriptMode = `"feedUrl":"$undefined","scriptUrl":${JSON.stringify(url)}`;
    target.__adScriptModeSwaps = 0;
    const swap = (entry: unknown): unknown => {
      if (!Array.isArray(entry) || entry[0] !== 1 || typeof entry[1] !== 'string' || !feedMode.test(entry[1])) return entry;
      target.__adScriptModeSwaps = (target.__adScriptModeSwaps ?? 0) + 1;
      return [1, entry[1].replace(feedMode, () => scriptMode)];
    };
    // The inline scripts push the payload's chunks here; Next's bootstrap reads those queued so far, then
    // sets `push` to its own reader. Both paths go through `swap`.
    const queue: unknown[] = [];
    let push = (...entries: unknown[]): unknown => Array.prototype.push.apply(queue, entries);
    Object.defineProperty(queue, 'push', {
      configurable: true,
      get: () => (...entries: unknown[]) => push(...entries.map(swap)),
      set: (reader: (...entries: unknown[]) => unknown) => {
        push = reader;
      },
    });
    target.__next_f = queue;
  }, scriptUrl);
}

/** Records the slot's changes (its `data-ad-slot`) and the ad events the site's gtag queues (the library itself is stubbed out). */
async function recordAdTimeline(page: Page) {
  await page.addInitScript(() => {
    const timeline: AdTimeline = { slots: [], events: [] };
    Object.assign(window, { __adTimeline: timeline });
    new MutationObserver((records) => {
      for (const record of records) timeline.slots.push({ slot: (record.target as Element).getAttribute('data-ad-slot') ?? '', at: performance.now() });
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ad-slot'] });
    const layer: unknown[] = [];
    layer.push = (...entries: unknown[]) => {
      for (const entry of entries) {
        const [command, name, params] = Array.from(entry as ArrayLike<unknown>);
        if (command !== 'event' || name !== 'ad') continue;
        const { eventAction, eventLabel } = params as { eventAction: string; eventLabel: string };
        timeline.events.push({ action: eventAction, label: eventLabel, at: performance.now() });
      }
      return Array.prototype.push.apply(layer, entries);
    };
    window.dataLayer = layer;
  });
}

const adTimeline = (page: Page) => page.evaluate(() => (window as unknown as { __adTimeline: AdTimeline }).__adTimeline);

/** The body of a network script that calls `behaviour` with the fake network's origin when it runs. */
const networkScript = (behaviour: (network: string) => void) => `(${behaviour.toString()})(${JSON.stringify(NETWORK)});`;

/** Inserts the network's ad after the script, as Carbon's does: an image and a sponsored link, smaller than the reserved slot. */
const insertAd = (network: string) => {
  const ad = document.createElement('div');
  ad.id = 'carbonads';
  ad.style.cssText = 'display: flex; align-items: center; gap: 16px; padding: 12px';
  const image = document.createElement('img');
  image.src = `${network}/ad.gif`;
  image.width = 130;
  image.height = 100;
  image.alt = '';
  const link = document.createElement('a');
  link.href = `${network}/click`;
  link.target = '_blank';
  link.rel = 'noopener sponsored';
  link.textContent = 'Fake network ad';
  ad.append(image, link);
  document.currentScript?.after(ad);
};

/** Inserts the network's own fallback marker: it has no ad for this placement. */
const insertFallback = () => {
  const fallback = document.createElement('div');
  fallback.setAttribute('data-ad-network-fallback', '');
  fallback.textContent = 'No ad for this placement';
  document.currentScript?.after(fallback);
};

const throwError = () => {
  throw new Error('fake ad network failure');
};

/** The name of the chunk holding the network code (AdNetwork.client.tsx) in the configured export, found by the id it gives the script. */
function networkChunk(): string {
  const folder = path.join(__dirname, '..', '..', CONFIGURED_OUT_DIR, '_next', 'static', 'chunks');
  const names = readdirSync(folder).filter((name) => name.endsWith('.js') && readFileSync(path.join(folder, name), 'utf8').includes('_carbonads_js'));
  expect(names, 'chunks holding the network code').toHaveLength(1);
  return names[0] ?? '';
}

/** The search button still opens the search, and a query finds pages. */
async function expectSearchWorks(page: Page) {
  await expect(page.locator('button[aria-keyshortcuts][data-hydrated]')).toBeVisible();
  await page.getByRole('button', { name: 'Search' }).click();
  const input = page.getByRole('combobox', { name: 'Search pages, sections, components and props' });
  await expect(input).toBeFocused();
  await input.fill('button');
  await expect(page.getByRole('dialog', { name: 'Search' }).getByRole('option').first()).toBeVisible();
}

test.describe('script mode', () => {
  // The configured build's service worker (it registers on 127.0.0.1) would take the page's same-origin
  // requests, the network's script and the site's chunks, out of page.route's reach once it controls the page.
  test.use({ serviceWorkers: 'block' });

  let scriptUrl: string;
  let script: string;
  let scriptRequests: number;

  test.beforeEach(async ({ page, baseURL }) => {
    scriptUrl = `${baseURL}/fake-ad-network/ad.js`;
    script = '';
    scriptRequests = 0;
    await serveInScriptMode(page, scriptUrl);
    await recordAdTimeline(page);
    await page.route(scriptUrl, (route) => {
      scriptRequests += 1;
      return route.fulfill({ contentType: 'text/javascript', body: script });
    });
  });

  /** Opens the page; the configuration was swapped exactly once (this fails first if Next's inline payload changes shape). */
  async function openInScriptMode(page: Page) {
    await page.goto(PAGE);
    expect(await page.evaluate(() => (window as unknown as { __adScriptModeSwaps?: number }).__adScriptModeSwaps), 'ad configuration swapped to the script mode').toBe(1);
  }

  test('the script’s ad shows in the reserved slot, and its display event is sent 2500 ms later, not before', async ({ page }) => {
    // Display sampled (0.05 < 0.1).
    await pinRandom(page, 0.05);
    script = networkScript(insertAd);
    // An installed clock runs at real speed: timers fire on it, and `performance.now()` reads it.
    await page.clock.install();
    await openInScriptMode(page);
    const slot = page.locator('[data-ad-slot="script"]');
    const ad = slot.locator('#carbonads');
    await expect(ad).toBeVisible();
    expect((await adTimeline(page)).events, 'ad events right after the ad showed').toEqual([]);
    await expect(ad.getByRole('link', { name: 'Fake network ad' })).toHaveAttribute('href', `${NETWORK}/click`);
    await expect.poll(() => requests).toContain('/ad.gif');
    expect(scriptRequests).toBe(1);
    expect(feedRequests()).toBe(0);

    // The ad sits inside the slot, which keeps its reserved height.
    const reserved = await slot.evaluate((element) => parseFloat(getComputedStyle(element).minBlockSize));
    const slotBox = await slot.boundingBox();
    const adBox = await ad.boundingBox();
    expect(slotBox?.height).toBe(reserved);
    expect(adBox && slotBox && adBox.y >= slotBox.y && adBox.y + adBox.height <= slotBox.y + slotBox.height, `ad ${JSON.stringify(adBox)} in slot ${JSON.stringify(slotBox)}`).toBe(true);

    await page.clock.runFor(AD_DISPLAY_DELAY_MS);
    await expect.poll(async () => (await adTimeline(page)).events).toEqual([{ action: 'display', label: 'script', at: expect.any(Number) }]);
    const { slots, events } = await adTimeline(page);
    const shownAt = slots.find((change) => change.slot === 'script')?.at ?? Number.NaN;
    const sentAfter = (events[0]?.at ?? Number.NaN) - shownAt;
    expect(sentAfter, 'ms between the ad showing and its display event').toBeGreaterThanOrEqual(AD_DISPLAY_DELAY_MS);
    expect(sentAfter, 'ms between the ad showing and its display event').toBeLessThan(AD_DISPLAY_DELAY_MS + 1000);
    expect(await dataLayer(page)).toContainEqual(['event', 'ad', { eventAction: 'display', eventLabel: 'script' }]);
    expect(await layoutShift(page), (await layoutShiftSources(page)).join('\n')).toBe(0);
  });

  test('the script’s own fallback brings an in-house ad', async ({ page }) => {
    await pinRandom(page, 0.5);
    script = networkScript(insertFallback);
    await openInScriptMode(page);
    // `in-house-fallback`, not `in-house-blocker`: the network's answer, not 3 s without one.
    const ad = page.locator('[data-ad-slot="in-house-fallback"] a');
    await expect(ad).toBeVisible();
    await expect(ad).toContainText('Themes');
    await expect(ad.locator('img')).toHaveAttribute('src', '/static/ads/themes.svg');
    await expect(ad).toHaveAttribute('rel', 'noopener sponsored');
    // The network's marker stays in its hidden container.
    await expect(page.locator('[data-ad-network-fallback]')).toBeAttached();
    await expect(page.locator('[data-ad-network-fallback]')).toBeHidden();
    expect(scriptRequests).toBe(1);
    expect(await layoutShift(page), (await layoutShiftSources(page)).join('\n')).toBe(0);
  });

  test('a script that throws is a crash: one crash event, nothing rendered in the slot (not even an in-house ad), the page works', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await pinRandom(page, 0.5);
    script = networkScript(throwError);
    // Served once analytics is up: the crash event goes through gtag, which its own chunk defines after hydration.
    await page.route(scriptUrl, async (route) => {
      await page.waitForFunction(() => typeof window.gtag === 'function', undefined, { polling: 50 });
      scriptRequests += 1;
      await route.fulfill({ contentType: 'text/javascript', body: script });
    });
    await openInScriptMode(page);
    await expect.poll(async () => (await adTimeline(page)).events).toEqual([{ action: 'crash', label: 'script', at: expect.any(Number) }]);
    const slot = page.locator('[data-ad-slot]');
    await expect(slot).toHaveAttribute('data-ad-slot', 'crashed');
    // Past the 3 s in which detection would have taken the reader for one with an ad blocker: still nothing.
    await page.waitForTimeout(3500);
    await expect(slot).toHaveAttribute('data-ad-slot', 'crashed');
    await expect(slot.locator('a, p, #carbonads, [data-ad-network]')).toHaveCount(0);
    expect(scriptRequests).toBe(1);
    // The script's own exception stays uncaught (the page reports it as any other); nothing else went wrong.
    expect(errors).toEqual(['fake ad network failure']);
    const { slots, events } = await adTimeline(page);
    expect(slots.map((change) => change.slot)).not.toContain('script');
    expect(events.filter((event) => event.action === 'crash')).toHaveLength(1);
    expect(await layoutShift(page), (await layoutShiftSources(page)).join('\n')).toBe(0);
    await expectSearchWorks(page);
  });

  test('network code that fails to load is a crash: one crash event, nothing rendered in the slot, the page works', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await pinRandom(page, 0.5);
    script = networkScript(insertAd);
    const chunk = networkChunk();
    await page.route(
      (url) => url.pathname.endsWith(`/_next/static/chunks/${chunk}`),
      async (route) => {
        // Refused once analytics is up: the crash event goes through gtag, which its own chunk defines after hydration.
        await page.waitForFunction(() => typeof window.gtag === 'function', undefined, { polling: 50 });
        await route.abort();
      },
    );
    await openInScriptMode(page);
    // The slot's error boundary around the network catches the failed import (SPEC §4: crash event, nothing rendered).
    await expect.poll(async () => (await adTimeline(page)).events).toEqual([{ action: 'crash', label: 'script', at: expect.any(Number) }]);
    expect(scriptRequests).toBe(0);
    // Nothing is rendered in the slot, then or after the 3 s of detection.
    const slot = page.locator('[data-ad-slot]');
    await expect(slot).toHaveAttribute('data-ad-slot', 'crashed');
    await page.waitForTimeout(3500);
    await expect(slot).toHaveAttribute('data-ad-slot', 'crashed');
    await expect(slot.locator('a, p, #carbonads, [data-ad-network]')).toHaveCount(0);
    expect((await adTimeline(page)).events.filter((event) => event.action === 'crash')).toHaveLength(1);
    expect(errors).toEqual([]);
    expect(await layoutShift(page), (await layoutShiftSources(page)).join('\n')).toBe(0);
    await expectSearchWorks(page);
  });
});
