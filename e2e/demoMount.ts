/**
 * Brings every demo of an open page to life the way a reader scrolling down does, quickly: each demo
 * is scrolled into view in turn and the page itself waits for it to run, reacting to the change at
 * once, where an assertion made from the test would poll (and wait out its first interval on almost
 * every demo of a long page). Used by the demo sweeps (e2e/content.spec.ts, e2e/base-ui-stylings.spec.ts).
 */
import { expect, type Page } from './fixtures';

/** How long one demo may take to run once it is in view. */
const DEMO_TIMEOUT_MS = 10_000;

/**
 * Scrolls each `section[data-demo]` into view and waits until its frame runs: `data-live` is set (its
 * server HTML hydrated or, client-only, it mounted) and the frame holds a rendered root. Fails naming
 * every demo that did not; returns the number of demos.
 */
export async function mountEveryDemo(page: Page): Promise<number> {
  const { count, problems } = await page.evaluate(async (timeout) => {
    const found: string[] = [];
    const settled = (frame: Element) => frame.hasAttribute('data-live') && frame.querySelector(':scope > :not([tabindex="-1"])') !== null;
    const sections = [...document.querySelectorAll('section[data-demo]')];
    for (const section of sections) {
      const name = section.getAttribute('data-demo') ?? '';
      const frame = section.querySelector('[data-demo-frame]');
      if (!frame) {
        found.push(`${name}: the demo has no frame`);
        continue;
      }
      frame.scrollIntoView({ block: 'center' });
      if (settled(frame)) continue;
      const ran = await new Promise<boolean>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!settled(frame)) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(true);
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          resolve(settled(frame));
        }, timeout);
        observer.observe(frame, { attributes: true, attributeFilter: ['data-live'], childList: true });
      });
      if (!ran) found.push(`${name}: did not run within ${timeout} ms of coming into view (no data-live, or nothing rendered in its frame)`);
    }
    return { count: sections.length, problems: found };
  }, DEMO_TIMEOUT_MS);
  expect(problems, `${page.url()}: demos that did not run`).toEqual([]);
  return count;
}

/** A mounted demo's drawn size: its root's first element (an iframe demo: the first element of the frame's body). */
export interface DemoSize {
  name: string;
  width: number;
  height: number;
}

/**
 * The size of every demo on the page, once each has drawn something: a demo's module may still be
 * loading after its frame runs, so each is waited for (animation frame by animation frame) until its
 * box has an area. Fails naming every demo that draws nothing. Call after `mountEveryDemo`.
 */
export async function demoSizes(page: Page): Promise<DemoSize[]> {
  const { sizes, problems } = await page.evaluate(async (timeout) => {
    await document.fonts.ready;
    const found: string[] = [];
    const measured: { name: string; width: number; height: number }[] = [];
    const box = (root: Element) => {
      const target = root instanceof HTMLIFrameElement ? root.contentDocument?.body.firstElementChild : (root.firstElementChild ?? root);
      const rect = (target ?? root).getBoundingClientRect();
      return { width: Math.round(rect.width), height: Math.round(rect.height) };
    };
    for (const section of document.querySelectorAll('section[data-demo]')) {
      const name = section.getAttribute('data-demo') ?? '';
      const root = section.querySelector('[data-demo-frame] > :not([tabindex="-1"])');
      if (!root) {
        found.push(`${name}: nothing rendered`);
        continue;
      }
      const start = performance.now();
      let size = box(root);
      while (size.width * size.height === 0 && performance.now() - start < timeout) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        size = box(root);
      }
      if (size.width * size.height === 0) found.push(`${name} draws nothing`);
      else measured.push({ name, ...size });
    }
    return { sizes: measured, problems: found };
  }, DEMO_TIMEOUT_MS);
  expect(problems, `${page.url()}: demos that draw nothing`).toEqual([]);
  return sizes;
}
