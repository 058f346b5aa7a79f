/**
 * The self-hosted faces (src/theme/fonts.ts): Inter for text, JetBrains Mono for code. A first visit's
 * page is set in metric-matched fallbacks and fetches the files after it has loaded; later pages use
 * them from the first frame (src/theme/fontActivation.ts), and a late file swaps in without moving text.
 */
import { expect, test, type Page } from './fixtures';
import { layoutShift, layoutShiftSources, watchLayoutShifts } from './layoutShift';

/** Waits until the page has fetched the faces for later pages (src/theme/fontActivation.ts). */
async function waitForFetchedFaces(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-fonts'))).toMatch(/^[^,]+,[^,]+$/);
}

test('a first visit’s page stays in the metric-matched fallbacks and fetches the faces for later pages only after it has loaded', async ({ page }) => {
  await watchLayoutShifts(page);
  await page.goto('/material-ui/react-button');
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
  await waitForFetchedFaces(page);
  const state = await page.evaluate(() => {
    const first = (element: Element) => getComputedStyle(element).fontFamily.split(',')[0]?.trim().replace(/^["']|["']$/g, '');
    const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd;
    return {
      fontsOn: document.documentElement.hasAttribute('data-fonts'),
      text: first(document.body),
      code: first(document.querySelector('article pre code') ?? document.body),
      fontRequests: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => entry.startTime - loaded),
    };
  });
  expect(state).toMatchObject({ fontsOn: false, text: 'Inter Fallback', code: 'JetBrains Mono Fallback' });
  // Both files, each requested after the load event: nothing competed with the page for the network.
  expect(state.fontRequests).toHaveLength(2);
  for (const sinceLoad of state.fontRequests) expect(sinceLoad).toBeGreaterThanOrEqual(0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await layoutShift(page), (await layoutShiftSources(page)).join('\n')).toBe(0);
});

test('a later page is in the self-hosted faces from its first frame (read from the cache), with font-display swap', async ({ page }) => {
  await page.goto('/material-ui/react-button');
  await waitForFetchedFaces(page);
  // Record how many paints there had been when <html data-fonts> was set.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement?.hasAttribute('data-fonts')) return;
      (window as unknown as { paintsBeforeFonts: number }).paintsBeforeFonts = performance.getEntriesByType('paint').length;
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-fonts'] });
  });
  await watchLayoutShifts(page);
  await page.goto('/material-ui/react-button');
  await expect(page.locator('html')).toHaveAttribute('data-fonts', '');
  expect(await page.evaluate(() => (window as unknown as { paintsBeforeFonts?: number }).paintsBeforeFonts)).toBe(0);
  const faces = await page.evaluate(async () => {
    await document.fonts.ready;
    const first = (element: Element) => getComputedStyle(element).fontFamily.split(',')[0]?.trim().replace(/^["']|["']$/g, '') ?? '';
    const code = document.querySelector('article pre code') ?? document.body;
    const families = [first(document.body), first(code)];
    return families.map((family) => {
      const face = [...document.fonts].find((candidate) => candidate.family.replace(/^["']|["']$/g, '') === family);
      return { family, status: face?.status, display: face?.display };
    });
  });
  expect(faces.map((face) => face.family.toLowerCase())).toEqual([expect.stringContaining('inter'), expect.stringContaining('jetbrains')]);
  for (const face of faces) expect(face).toMatchObject({ status: 'loaded', display: 'swap' });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await layoutShift(page), (await layoutShiftSources(page)).join('\n')).toBe(0);
});

test('a later page whose files come late (an emptied cache) stays in the fallbacks: no swap in view, nothing moves', async ({ page }) => {
  await page.goto('/material-ui/react-button');
  await waitForFetchedFaces(page);
  await watchLayoutShifts(page);
  // Routing bypasses the HTTP cache: the files come 1.5 s late, after the first paint.
  await page.route('**/_next/static/media/*.woff2', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/material-ui/react-button');
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.woff2') && entry.responseEnd > 0).length), { timeout: 5000 }).toBe(2);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.locator('html').getAttribute('data-fonts')).toBeNull();
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily.split(',')[0]?.trim().replace(/^["']|["']$/g, ''))).toBe('Inter Fallback');
  expect(await layoutShift(page), (await layoutShiftSources(page)).join('\n')).toBe(0);
});

test('each fallback takes the room of its face: the same whole-pixel line metrics at every size, and the width of the site’s text', async ({ page }) => {
  await page.goto('/base-ui/react-toast');
  await waitForFetchedFaces(page);
  await page.reload();
  const report = await page.evaluate(async () => {
    await document.fonts.ready;
    const families = (element: Element) => getComputedStyle(element).fontFamily.split(',').map((family) => family.trim());
    const sans = families(document.body);
    const mono = families(document.querySelector('article code') ?? document.body);
    const text = [...document.querySelectorAll('article p, article h2, article h3, nav a')].map((element) => element.textContent).join(' ');
    const canvas = document.createElement('canvas').getContext('2d')!;
    const measure = (font: string) => {
      canvas.font = font;
      const metrics = canvas.measureText(text);
      return { ascent: metrics.fontBoundingBoxAscent, descent: metrics.fontBoundingBoxDescent, width: metrics.width };
    };
    const rows: string[] = [];
    let worstWidth = 0;
    // The face is the first family; the fallback is the first local one after it.
    for (const [face, fallback, weights] of [
      [sans[0], '"Inter Fallback"', [400, 500, 600, 700]],
      [mono[0], '"JetBrains Mono Fallback"', [400]],
    ] as const) {
      for (const weight of weights) {
        for (let size = 10; size <= 48; size += 1) {
          const real = measure(`${weight} ${size}px ${face}`);
          const stand = measure(`${weight} ${size}px ${fallback}`);
          if (real.ascent !== stand.ascent || real.descent !== stand.descent) rows.push(`${fallback} ${weight} at ${size}px: ${stand.ascent}/${stand.descent} where the face has ${real.ascent}/${real.descent}`);
          worstWidth = Math.max(worstWidth, Math.abs(stand.width / real.width - 1));
        }
      }
    }
    return { sans: sans[0] ?? '', mono: mono[0] ?? '', loaded: [...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family), rows, worstWidth, characters: text.length };
  });
  // The faces really are the self-hosted ones (else the comparison would be of a fallback with itself).
  for (const face of [report.sans, report.mono]) expect(report.loaded.map((family) => family.replace(/["']/g, ''))).toContain(face.replace(/["']/g, ''));
  expect(report.characters).toBeGreaterThan(5000);
  expect(report.rows).toEqual([]);
  // The fallbacks are tuned on four pages' text (globals.css); on this page's text they are within 1.5 %.
  expect(report.worstWidth).toBeLessThan(0.015);
});
