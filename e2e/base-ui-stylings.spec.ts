/**
 * Base UI demos come in three stylings (MUI System, Tailwind CSS, CSS Modules) that must look alike
 * (issue 17). For every Base UI page, each styling is loaded (the reader's `codeStyling` cookie) with
 * every demo mounted: no console error, and each demo's rendered root within 20 % of the MUI System
 * one's size, so a styling cannot silently break (an unstyled or collapsed variant changes its size
 * far more). In the same visit, axe checks the Tailwind and CSS variants in light mode and in dark mode
 * (the MUI System variant is checked in three variants by e2e/content.spec.ts).
 */
import { wakeEveryDemo } from './demoMount';
import { demoPages, sweepPages } from './demoPages';
import { SWEEP_SAMPLES } from '../scripts/sweepSelection';
import { expect, test, type Page } from './fixtures';
import { SweepTimer } from './sweepTiming';
import { inTabs } from './tabs';
import { axeFor, VARIANTS, type Variant } from './variants';

// Light runs every rule; dark the colour rules (e2e/variants.ts says why).
const [LIGHT, DARK] = VARIANTS;

const STYLINGS = [
  { id: 'system', cookie: 'MUI System' },
  { id: 'tailwind', cookie: 'Tailwind' },
  { id: 'css', cookie: 'CSS' },
] as const;

/** The Base UI pages with demos, or those `CONTENT_PAGES` names. */
function baseUiPages(): string[] {
  return sweepPages('Base UI styling sweep', demoPages().filter((pathname) => pathname.startsWith('/base-ui/')), SWEEP_SAMPLES.stylings);
}

interface DemoSize {
  name: string;
  styling: string | null;
  width: number;
  height: number;
}

/** Mounts every demo of the page and measures its live root (an iframe demo: the frame's document body). */
async function measureDemos(page: Page): Promise<DemoSize[]> {
  await wakeEveryDemo(page);
  const styling = await page.locator('html').getAttribute('data-code-styling');
  const measure = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.querySelectorAll('section[data-demo]')].map((section) => {
        const root = section.querySelector('[data-demo-frame] > :not([tabindex="-1"])');
        const target = root instanceof HTMLIFrameElement ? root.contentDocument?.body.firstElementChild : (root?.firstElementChild ?? root);
        const box = target?.getBoundingClientRect();
        return { name: section.getAttribute('data-demo') ?? '', width: Math.round(box?.width ?? 0), height: Math.round(box?.height ?? 0) };
      });
    });
  // A demo's module may still be loading when its frame is live: wait until every demo has drawn
  // something (one that never does fails here, by name).
  await expect
    .poll(async () => (await measure()).filter((size) => size.width * size.height === 0).map((size) => `${size.name} draws nothing`), { intervals: [20, 50, 100, 250] })
    .toEqual([]);
  return (await measure()).map((size) => ({ ...size, styling }));
}

/** Whether two lengths differ by more than 20 % of the larger (sizes under 4 px are compared as 4). */
function farApart(a: number, b: number): boolean {
  const larger = Math.max(a, b, 4);
  return Math.abs(a - b) / larger > 0.2;
}

/** Axe on the page's demos only. The page around them is the same in every styling; rules about a whole
 * document (one main landmark, an h1, content inside landmarks) are for the page, which
 * e2e/content.spec.ts checks: scoped to the demos they would judge an iframe demo's document as a page. */
async function demoViolations(tab: Page, label: string, variant: Variant): Promise<string[]> {
  const scoped = axeFor(tab, variant).include('section[data-demo] [data-demo-frame]').disableRules(['landmark-one-main', 'page-has-heading-one', 'region']);
  return (await scoped.violations()).map((violation) => `${label}: ${violation.id} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('the Base UI demos of this run render in all three stylings with no console error, within 20 % of the MUI System size, and axe clean in light and dark', async ({ page, browser }) => {
  const pages = baseUiPages();
  expect(pages.length).toBeGreaterThan(0);
  test.setTimeout(30_000 + pages.length * 3 * 10_000);
  const errors: string[] = [];
  const sizes = new Map<string, DemoSize[]>();
  const failures: string[] = [];
  const violations: string[] = [];
  // The test's own page takes part in every styling's run: listen once per tab.
  const current = new Map<Page, string>();
  const listening = new WeakSet<Page>();
  const timer = new SweepTimer('base-ui-stylings');
  try {
  for (const styling of STYLINGS) {
    await inTabs(
      { page, browser },
      pages,
      async (tab, pathname) => {
        current.set(tab, `${styling.id} ${pathname}`);
        const visit = timer.visit(`${styling.id} ${pathname}`);
        await timer.time(visit, 'open', tab, () => tab.goto(pathname));
        await expect(tab.locator('html')).toHaveAttribute('data-code-styling', styling.id);
        const measured = await timer.time(visit, 'mount and measure', tab, () => measureDemos(tab));
        visit.demos = measured.length;
        if (styling.id === 'system') {
          sizes.set(pathname, measured);
          return;
        }
        const reference = sizes.get(pathname) ?? [];
        for (const demo of measured) {
          const base = reference.find((entry) => entry.name === demo.name);
          if (!base) continue;
          if (farApart(base.width, demo.width) || farApart(base.height, demo.height)) {
            failures.push(`${pathname} ${demo.name}: ${styling.id} ${demo.width}×${demo.height}, MUI System ${base.width}×${base.height}`);
          }
        }
        // The Tailwind and CSS variants in both colour schemes (the MUI System one is checked in three
        // variants by e2e/content.spec.ts). Dark comes through the settings API, as the drawer switches it.
        violations.push(...(await timer.time(visit, 'axe light', tab, () => demoViolations(tab, `${styling.id} light ${pathname}`, LIGHT))));
        await timer.time(visit, 'switch', tab, async () => {
          await tab.evaluate(() => window.__docsDisplay?.setMode('dark'));
          await expect(tab.locator('html')).toHaveClass(/\bdark\b/);
          await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        });
        violations.push(...(await timer.time(visit, 'axe dark', tab, () => demoViolations(tab, `${styling.id} dark ${pathname}`, DARK))));
      },
      {
        setUp: async (tab) => {
          await tab.context().addCookies([{ name: 'codeStyling', value: encodeURIComponent(styling.cookie), url: 'http://127.0.0.1' }]);
          if (listening.has(tab)) return;
          listening.add(tab);
          // Every page starts in light mode (the dark pass above stores its choice).
          await tab.addInitScript(() => localStorage.setItem('mui-mode', 'light'));
          tab.on('console', (message) => {
            if (message.type() === 'error') errors.push(`${current.get(tab) ?? ''}: ${message.text()}`);
          });
          tab.on('pageerror', (error) => errors.push(`${current.get(tab) ?? ''}: ${error.message}`));
        },
      },
    );
  }
  } finally {
    timer.write();
  }
  expect(errors, errors.join('\n')).toEqual([]);
  expect(failures, failures.join('\n')).toEqual([]);
  expect(violations, violations.join('\n')).toEqual([]);
});
