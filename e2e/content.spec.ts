/**
 * Every page with demos, as a reader sees it once every demo has mounted: no console error or page
 * error, and axe clean in light, dark and right to left, all three in one visit per page
 * (e2e/variants.ts).
 * In `npm test` it checks the pages changed in the last day and a rotating sample of the others, so its
 * cost does not grow with the site (scripts/sweepSelection.ts); `npm run test:sweeps` checks every page,
 * and `CONTENT_PAGES=/material-ui/react-alert,/material-ui/react-chip` limits the run to those pages.
 * (That every demo's generated JavaScript runs is checked by src/demos/generatedJs.test.ts.)
 */
import { SharedChrome, sweepAxe } from './axe';
import { wakeEveryDemo } from './demoMount';
import { demoPages, sweepPages } from './demoPages';
import { SWEEP_SAMPLES } from '../scripts/sweepSelection';
import { expect, test, type Page } from './fixtures';
import { SweepTimer } from './sweepTiming';
import { inTabs } from './tabs';
import { axeFor, openIn, switchTo, variantOrder, type Variant } from './variants';

/** The demo pages to check (e2e/demoPages.ts sweepPages: changed and sampled, every one with SWEEP=all, or those named). */
function pagesToCheck(): string[] {
  return sweepPages('Content sweep', demoPages(), SWEEP_SAMPLES.content);
}

/**
 * Brings every demo to life (e2e/demoMount.ts) and returns their number. With `hydrates`, each
 * demo the server rendered must keep its elements (hydration adopts them; a mismatch or a remount
 * would replace them): its failures are returned by name.
 */
async function mountEveryDemo(page: Page, hydrates: boolean): Promise<{ count: number; replaced: string[] }> {
  const count = await page.locator('section[data-demo]').count();
  // A mark on the first element of each server rendering, before any demo hydrates far down the page.
  const marked = hydrates
    ? await page.evaluate(() =>
        [...document.querySelectorAll('section[data-demo] [data-demo-frame]:not([data-live])')].flatMap((frame) => {
          const first = frame.querySelector(':scope > [data-demo-render] *');
          if (!first) return [];
          (first as Element & { __fromServer?: boolean }).__fromServer = true;
          return [frame.closest('section')?.getAttribute('data-demo') ?? ''];
        }),
      )
    : [];
  await wakeEveryDemo(page);
  const kept = await page.evaluate(() =>
    [...document.querySelectorAll('section[data-demo] [data-demo-frame]')].flatMap((frame) => {
      const first = frame.querySelector(':scope > [data-demo-render] *');
      return (first as (Element & { __fromServer?: boolean }) | null)?.__fromServer === true ? [frame.closest('section')?.getAttribute('data-demo') ?? ''] : [];
    }),
  );
  return { count, replaced: marked.filter((name) => !kept.includes(name)) };
}

/**
 * Waits for every animation and transition with an end to finish (a focused field's label, a
 * dialog's fade), so axe measures colours at rest rather than halfway. Endless ones (spinners,
 * skeleton pulses) are left running.
 */
async function finiteAnimationsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

test('the demo pages of this run render all their demos with no console error, hydrate the server’s HTML of each, and axe finds nothing in light, dark and right to left', async ({ page, browser }) => {
  const pages = pagesToCheck();
  test.setTimeout(30_000 + pages.length * 20_000);
  expect(pages.length).toBeGreaterThan(0);
  const errors: string[] = [];
  const failures: string[] = [];
  // Each tab reports console errors under the page it is on.
  const current = new Map<Page, string>();
  const chrome = new SharedChrome();
  const timer = new SweepTimer('content');
  const setUp = (tab: Page) => {
    tab.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${current.get(tab) ?? ''}: ${message.text()}`);
    });
    tab.on('pageerror', (error) => {
      errors.push(`${current.get(tab) ?? ''}: ${error.message}`);
    });
  };
  await inTabs(
    { page, browser },
    pages,
    async (tab, pathname) => {
      current.set(tab, pathname);
      const visit = timer.visit(pathname);
      // One visit checks all three variants (e2e/variants.ts).
      const index = pages.indexOf(pathname);
      const [first, ...others] = variantOrder(index) as [Variant, ...Variant[]];
      await timer.time(visit, 'open', tab, () => openIn(tab, pathname, first));
      // Opened left to right, the server's HTML is hydrated as it is; right to left, it is replaced by design.
      const { count, replaced } = await timer.time(visit, 'mount', tab, () => mountEveryDemo(tab, first.direction === 'ltr'));
      visit.demos = count;
      expect(count, pathname).toBeGreaterThan(0);
      for (const name of replaced) failures.push(`${pathname} ${name}: its server HTML was replaced, not hydrated`);
      for (const variant of [first, ...others]) {
        if (variant !== first) await timer.time(visit, 'switch', tab, () => switchTo(tab, variant));
        await timer.time(visit, 'animations', tab, () => finiteAnimationsDone(tab));
        // Code is checked in full on the first page only: half of a demo page's elements are token
        // spans, all coloured from one highlighter theme whose every colour
        // src/code-block/codeContrast.test.ts checks, in code blocks that are the same on every page.
        const axe = await chrome.scopeToolbars(chrome.scope(axeFor(tab, variant), pathname, variant.name), pathname, variant.name);
        const violations = await timer.time(visit, `axe ${variant.name}`, tab, () => (index === 0 ? axe : axe.exclude('pre')).violations());
        for (const violation of violations) {
          failures.push(`${pathname} (${variant.name}): ${violation.id} (${violation.impact}) — ${violation.help}\n    ${violation.nodes.map((node) => node.target.join(' ')).join('\n    ')}`);
        }
      }
    },
    { setUp },
  ).finally(() => timer.write());
  expect(errors.sort(), errors.join('\n')).toEqual([]);
  expect(failures.sort(), failures.join('\n')).toEqual([]);
});

// The sweeps run axe in legacy mode (e2e/axe.ts); this keeps it honest about iframe demos.
test('the sweep’s axe run reaches into an iframe demo', async ({ page }) => {
  await page.goto('/material-ui/react-snackbar');
  const section = page.locator('section[data-demo="SimpleSnackbar"]');
  await section.scrollIntoViewIfNeeded();
  const frame = section.frameLocator('iframe');
  await expect(frame.locator('button').first()).toBeVisible();
  // An image with no text alternative, put into the demo's own document.
  await frame.locator('body').evaluate((body) => {
    const image = body.ownerDocument.createElement('img');
    image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    image.width = 10;
    image.height = 10;
    body.append(image);
  });
  const results = await sweepAxe(page).withRules(['image-alt']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual(['image-alt']);
  expect(results.violations[0]?.nodes[0]?.target.length).toBe(2);
});

test('the sweep still finds a duplicate landmark in the page itself, but not an iframe demo’s own', async ({ page }) => {
  await page.goto('/material-ui/react-drawer');
  const section = page.locator('section[data-demo="PermanentDrawer"]');
  await section.scrollIntoViewIfNeeded();
  await expect(section.frameLocator('iframe').locator('main')).toBeAttached();
  expect((await sweepAxe(page).withRules(['image-alt', 'landmark-unique']).violations()).map((violation) => violation.id)).toEqual([]);
  // A second unnamed <main> in the docs page's own document is a real duplicate.
  await page.evaluate(() => document.body.append(document.createElement('main')));
  expect((await sweepAxe(page).withRules(['image-alt', 'landmark-unique']).violations()).map((violation) => violation.id)).toContain('landmark-unique');
});
