/**
 * Brings every demo of an open page to life the way a reader scrolling down does, a screenful at a
 * time instead of a demo at a time (e2e/content.spec.ts, e2e/base-ui-stylings.spec.ts).
 *
 * A page mounts each demo when it comes within 600 px of the viewport (src/demos/useNearViewport.ts),
 * so scrolling the first demo that is not running yet to the top of the viewport wakes it and every
 * demo below it within a screen and a margin: a step wakes several demos, and the test waits once
 * per step, not once per demo. The waits are Playwright's own (`waitForFunction` with a timeout it
 * keeps itself), never a promise inside the page, which could hang the sweep if the page's timers
 * stopped.
 */
import { expect, type Page } from './fixtures';

/** How long one step may take to bring its demo to life. */
const STEP_TIMEOUT_MS = 15_000;

/** The selector of a frame whose demo is not running yet. */
const SLEEPING = 'section[data-demo] [data-demo-frame]:not([data-live])';

/**
 * Scrolls through the page until every demo runs, then fails naming each demo whose frame has no
 * rendered root. Returns the number of demos.
 */
export async function wakeEveryDemo(page: Page): Promise<number> {
  for (;;) {
    // The first sleeping frame goes to the top of the viewport (instantly: the site scrolls smoothly).
    const index = await page.evaluate((selector) => {
      const frames = [...document.querySelectorAll('section[data-demo] [data-demo-frame]')];
      const sleeping = document.querySelector(selector);
      if (!sleeping) return -1;
      sleeping.scrollIntoView({ block: 'start', behavior: 'instant' });
      return frames.indexOf(sleeping);
    }, SLEEPING);
    if (index < 0) break;
    const name = (await page.locator('section[data-demo]').nth(index).getAttribute('data-demo')) ?? String(index);
    await page
      .waitForFunction((i) => document.querySelectorAll('section[data-demo] [data-demo-frame]')[i]?.hasAttribute('data-live') === true, index, {
        polling: 20,
        timeout: STEP_TIMEOUT_MS,
      })
      .catch(() => {
        throw new Error(`${page.url()}: the demo ${name} did not run within ${STEP_TIMEOUT_MS} ms of coming into view`);
      });
  }
  // A live frame whose demo renders into it a moment later (a client-only demo) gets the same time.
  // Running: hydrated or mounted (`data-live`), with a rendered root besides the focus sentinel.
  const unrendered = async () =>
    page.evaluate(() =>
      [...document.querySelectorAll('section[data-demo]')]
        .filter((section) => {
          const frame = section.querySelector('[data-demo-frame]');
          return !frame?.hasAttribute('data-live') || frame.querySelector(':scope > :not([tabindex="-1"])') === null;
        })
        .map((section) => section.getAttribute('data-demo') ?? ''),
    );
  await expect.poll(unrendered, { message: `${page.url()}: demos with nothing rendered in their frame`, timeout: STEP_TIMEOUT_MS, intervals: [20, 50, 100, 250] }).toEqual([]);
  return page.locator('section[data-demo]').count();
}
