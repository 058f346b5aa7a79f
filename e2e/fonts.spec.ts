/**
 * The self-hosted faces (src/theme/fonts.ts): Inter for text, JetBrains Mono for code, swapped in
 * over metric-matched fallbacks, so a late font file moves nothing.
 */
import { expect, test } from './fixtures';
import { layoutShift, watchLayoutShifts } from './layoutShift';

test('text and code use the self-hosted faces with font-display swap, and a late font file causes no layout shift', async ({ page }) => {
  await watchLayoutShifts(page);
  // Hold the font files back so the fallbacks paint first and the swap happens in view.
  await page.route('**/_next/static/media/*.woff2', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/material-ui/react-button');
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(1);
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
  // Both faces have arrived and been applied: nothing may have moved.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await layoutShift(page)).toBeLessThan(0.001);
});
