/**
 * Walks a list of items in several browser tabs at once. Long axe sweeps spend most of their time in
 * the page's renderer, one process per tab, so two tabs keep both of the machine's cores busy. The
 * first tab is the test's own `page`; each other one gets a browser context of its own, because a
 * second tab in the same context runs in the background, where Chromium holds back the rendering
 * (and with it the intersection observers that mount demos) for tens of seconds per page.
 */
import type { Browser } from '@playwright/test';
import { test, waitForHydrationOnNavigation, type Page } from './fixtures';

/** How many tabs the sweeps use: `E2E_TABS`, or 2. */
export function sweepTabs(): number {
  const fromEnv = Number(process.env.E2E_TABS);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : 2;
}

interface TabOptions {
  /** Number of tabs (default: sweepTabs()). */
  tabs?: number;
  /** Runs once per tab, the test's page included, before its first item: init scripts, listeners. */
  setUp?: (tab: Page) => unknown;
}

/**
 * Runs `visit` once per item, several items at a time, each tab taking the next item when it is free.
 * Items keep no order between tabs, so sort collected results if order matters. When one visit
 * fails, the other tabs finish their current item and the failure is thrown.
 */
export async function inTabs<T>(
  { page, browser }: { page: Page; browser: Browser },
  items: readonly T[],
  visit: (tab: Page, item: T) => Promise<void>,
  options: TabOptions = {},
): Promise<void> {
  const count = Math.max(1, Math.min(options.tabs ?? sweepTabs(), items.length));
  const baseURL = test.info().project.use.baseURL;
  const tabs: Page[] = [page];
  const contexts = [];
  for (let i = 1; i < count; i++) {
    const context = await browser.newContext({ baseURL });
    contexts.push(context);
    const tab = await context.newPage();
    waitForHydrationOnNavigation(tab);
    tabs.push(tab);
  }
  let next = 0;
  try {
    await Promise.all(
      tabs.map(async (tab) => {
        await options.setUp?.(tab);
        while (next < items.length) {
          const item = items[next++] as T;
          try {
            await visit(tab, item);
          } catch (error) {
            next = items.length;
            throw error;
          }
        }
      }),
    );
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
}
