import { expect, test, type Page } from './fixtures';

/** Phone, large phone and tablet widths at which the app bar must stay on one line. */
const WIDTHS = [320, 390, 768];
/** One page per product (the longest switcher labels) and the home page (the "Products" label). */
const PAGES: ReadonlyArray<{ path: string; switcher: RegExp }> = [
  { path: '/material-ui/getting-started/installation', switcher: /^Products: Material UI/ },
  { path: '/system/getting-started', switcher: /^Products: MUI System/ },
  { path: '/joy-ui/getting-started', switcher: /^Products: Joy UI/ },
  { path: '/', switcher: /^Products: MUI Docs/ },
];

interface WrapReport {
  /** Text that spans more than one line, with the control it sits in. */
  wrapped: string[];
  /** Text cut short by its box (an ellipsis): it fits on one line but is not all shown. */
  clipped: string[];
  /** Controls that stick out of the viewport, with their horizontal extent. */
  outside: string[];
  barScrollsSideways: boolean;
}

/** Measures the app bar in the page: every text run's line count and every control's box. */
function measureAppBar(page: Page): Promise<WrapReport> {
  return page.evaluate(() => {
    const bar = document.querySelector('header');
    if (!bar) throw new Error('No app bar on the page.');
    const viewport = document.documentElement.clientWidth;
    const wrapped: string[] = [];
    const clipped: string[] = [];
    const outside: string[] = [];
    const walker = document.createTreeWalker(bar, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (text === '') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      // A run on one line yields boxes that all share one top; a wrapped run starts a second line lower down.
      const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
      if (tops.size > 1) wrapped.push(`"${text}" in <${node.parentElement?.tagName.toLowerCase()}> on ${tops.size} lines`);
      const box = node.parentElement;
      if (box && box.clientWidth > 0 && box.scrollWidth > box.clientWidth) clipped.push(`"${text}": ${box.scrollWidth} px of text in ${box.clientWidth} px`);
    }
    for (const control of bar.querySelectorAll<HTMLElement>('a, button')) {
      const box = control.getBoundingClientRect();
      if (box.width === 0) continue; // Not shown at this width.
      if (box.left < 0 || box.right > viewport + 0.5) outside.push(`${control.getAttribute('aria-label') ?? control.textContent}: ${Math.round(box.left)}–${Math.round(box.right)} of ${viewport}`);
    }
    return { wrapped, clipped, outside, barScrollsSideways: bar.scrollWidth > bar.clientWidth };
  });
}

for (const width of WIDTHS) {
  test.describe(`app bar at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('no item wraps or leaves the screen, and every control keeps its name', async ({ page }) => {
      for (const { path, switcher } of PAGES) {
        await page.goto(path);
        const bar = page.getByRole('banner');
        const report = await measureAppBar(page);
        expect(report.wrapped, `${path}: wrapped text`).toEqual([]);
        expect(report.clipped, `${path}: text cut short`).toEqual([]);
        expect(report.outside, `${path}: controls outside the viewport`).toEqual([]);
        expect(report.barScrollsSideways, `${path}: the app bar overflows sideways`).toBe(false);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), `${path}: the page scrolls sideways`).toBe(true);

        // Every control is still on screen under its usual accessible name.
        await expect(bar.getByRole('link', { name: 'MUI Docs home' })).toBeInViewport();
        await expect(bar.getByRole('button', { name: switcher })).toBeInViewport();
        await expect(bar.getByRole('button', { name: 'Search', exact: true })).toBeInViewport();
        await expect(bar.getByRole('button', { name: 'Toggle settings' })).toBeInViewport();
        await expect(bar.getByRole('link', { name: /GitHub/ })).toBeInViewport();
        if (path !== '/' && width < 900) await expect(bar.getByRole('button', { name: 'Open navigation' })).toBeInViewport();
      }
    });
  });
}
