import type { Page } from '@playwright/test';

type ShiftWindow = { __layoutShifts: number[] };

/** Records every layout shift not caused by input, from the first paint of each page the test opens. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as ShiftWindow).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The cumulative layout shift recorded so far on the current page. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as ShiftWindow).__layoutShifts.reduce((sum, value) => sum + value, 0));
}
