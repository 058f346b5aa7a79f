import { expect, test } from './fixtures';
import { blockFontFiles, layoutShift, layoutShiftSources, watchLayoutShifts } from './layoutShift';

// The default build has no ad network and no analytics: the slot shows in-house ads only and the
// site talks to no other host.
const PAGE = '/material-ui/getting-started/installation';

for (const viewport of [
  { width: 1280, height: 900, minHeight: 126 },
  { width: 390, height: 844, minHeight: 142 },
]) {
  test(`the slot shows an in-house ad with no layout shift at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await watchLayoutShifts(page);
    await blockFontFiles(page);
    await page.goto(PAGE);
    const slot = page.locator('[data-ad-slot]');
    // The space is reserved in the HTML, before the island runs.
    const box = await slot.evaluate((element) => {
      const style = getComputedStyle(element);
      return { minHeight: style.minHeight, marginTop: style.marginTop, marginBottom: style.marginBottom, previous: element.previousElementSibling?.tagName };
    });
    expect(box).toEqual({ minHeight: `${viewport.minHeight}px`, marginTop: '24px', marginBottom: '24px', previous: 'P' });
    const ad = page.locator('[data-ad-slot="in-house"] a');
    await expect(ad).toBeVisible();
    await expect(ad).toHaveAttribute('rel', 'noopener sponsored');
    await expect(ad).toHaveAttribute('target', '_blank');
    const image = ad.locator('img');
    await expect(image).toHaveAttribute('src', /^\/static\/ads\/[a-z-]+\.svg$/);
    // The box is fixed before the file arrives; on a busy machine the file may take a moment.
    expect(await image.evaluate((img: HTMLImageElement) => [img.getBoundingClientRect().width, img.getBoundingClientRect().height])).toEqual([130, 100]);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect((await slot.boundingBox())?.height).toBe(viewport.minHeight);
    await page.waitForTimeout(500);
    expect(await layoutShift(page), (await layoutShiftSources(page)).join('\n')).toBe(0);
  });
}

test('with no ad or analytics configuration the site requests nothing from another host', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.origin !== new URL(baseURL ?? '').origin) foreign.push(request.url());
  });
  for (const path of [PAGE, '/material-ui/react-button', '/']) {
    await page.goto(path);
    await page.waitForTimeout(4000);
  }
  expect(foreign).toEqual([]);
  expect(await page.evaluate(() => typeof window.gtag)).toBe('undefined');
});

test('the home page has no ad slot', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('h1')).toBeVisible();
  expect(await page.locator('[data-ad-slot]').count()).toBe(0);
});

test('a bot user agent gets an empty span', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, userAgent: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' });
  const page = await context.newPage();
  await page.goto(PAGE);
  const slot = page.locator('[data-ad-slot="bot"]');
  await expect(slot).toBeAttached();
  expect(await slot.innerHTML()).toBe('<span></span>');
  await context.close();
});
