/**
 * The self-hosted faces (src/theme/fonts.ts): Inter for text, JetBrains Mono for code, swapped in
 * over metric-matched fallbacks, so a late font file moves nothing.
 */
import { expect, test } from './fixtures';
import { layoutShift, layoutShiftSources, watchLayoutShifts } from './layoutShift';

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
  expect(await layoutShift(page), (await layoutShiftSources(page)).join('\n')).toBeLessThan(0.001);
});

test('each fallback takes the room of its face: the same whole-pixel line metrics at every size, and the width of the site’s text', async ({ page }) => {
  await page.goto('/base-ui/react-toast');
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
