import type { Page } from '@playwright/test';

type ShiftWindow = { __layoutShifts: number[]; __layoutShiftSources: string[] };

/** Records every layout shift not caused by input, from the first paint of each page the test opens. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    const sources: string[] = [];
    Object.assign(window, { __layoutShifts: shifts, __layoutShiftSources: sources });
    type Source = { node?: Node | null; previousRect?: DOMRectReadOnly; currentRect?: DOMRectReadOnly };
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] };
    // Where the element was and went (x,y width×height), so an intermittent shift says which way it moved.
    const rect = (box: DOMRectReadOnly | undefined) => (box ? `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}` : '?');
    const describe = (node: Node | null | undefined) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const classes = [...node.classList].slice(0, 2).map((name) => `.${name}`).join('');
      return `${node.localName}${node.id ? `#${node.id}` : ''}${classes}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        shifts.push(entry.value);
        sources.push(`${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${(entry.sources ?? []).map((source) => `${describe(source.node)} ${rect(source.previousRect)} → ${rect(source.currentRect)}`).join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The cumulative layout shift recorded so far on the current page. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as ShiftWindow).__layoutShifts.reduce((sum, value) => sum + value, 0));
}

/** What moved so far on the current page: each shift's value, time and moved elements (for failure messages). */
export function layoutShiftSources(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as ShiftWindow).__layoutShiftSources);
}

/**
 * Refuses the site's font files, so the page stays in the metric-matched fallbacks. For tests whose
 * subject is another element's layout (an ad slot): when a file comes after the first paint (a busy
 * machine), the swap moves some text by a fraction of a pixel (about 0.0001), and that swap is
 * e2e/fonts.spec.ts's subject. (Refused rather than held: a held preload would hold the load event.)
 */
export async function blockFontFiles(page: Page): Promise<void> {
  await page.route('**/_next/static/media/*.woff2', (route) => route.abort());
}
