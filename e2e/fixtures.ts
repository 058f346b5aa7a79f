/**
 * The `test` every spec uses: Playwright's, with `page.goto` and `page.reload` also waiting for the
 * page to hydrate (`<html data-hydrated>`, src/layout/HydrationMark.client.tsx). The framework scripts
 * start after the first paint, so the `load` event Playwright waits for may come before React has
 * attached a single handler. Responses that are not site pages (JSON, XML, a page without the
 * framework scripts) and contexts with JavaScript off are not waited for.
 */
import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Locator, Page, Route } from '@playwright/test';

type Response = Awaited<ReturnType<Page['goto']>>;

/** Waits until the page's React tree has hydrated; returns at once for a document without framework scripts. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.hasAttribute('data-hydrated') || document.querySelector('script[src*="/_next/static/"]') === null,
    undefined,
    { polling: 50 },
  );
}

/**
 * Makes `page.goto` and `page.reload` wait for hydration after an HTML response, unless the caller
 * asked for an early return (`commit`, `domcontentloaded`). The `page` fixture gets this; so do the
 * extra tabs e2e/tabs.ts opens.
 */
export function waitForHydrationOnNavigation(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const settle = async (response: Response, options?: { waitUntil?: string }): Promise<Response> => {
    const early = options?.waitUntil === 'commit' || options?.waitUntil === 'domcontentloaded';
    const isHtml = (response?.headers()['content-type'] ?? '').includes('text/html');
    if (!early && isHtml) await waitForHydration(page);
    return response;
  };
  page.goto = async (url, options) => settle(await goto(url, options), options);
  page.reload = async (options) => settle(await reload(options), options);
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitForHydrationOnNavigation(page);
    // Playwright's fixture callback is named `use`; it is not React's hook.
    // eslint-disable-next-line react-hooks/rules-of-hooks
    await use(page);
  },
});
