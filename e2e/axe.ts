/** The axe set-up the page sweeps share (e2e/a11y.spec.ts, e2e/content.spec.ts, e2e/theme-tools.spec.ts, e2e/all-components.spec.ts). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Frame } from '@playwright/test';
import type { Page } from './fixtures';

/** The rule sets every sweep runs: WCAG 2.0–2.2 A and AA, plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The axe-core build `@axe-core/playwright` ships with, so every axe run in the suite is the same version. */
const AXE_SOURCE = readFileSync(createRequire(createRequire(__filename).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');

type Violations = AxeResults['violations'];

/** Puts axe into a frame unless it is already there (it stays until the frame navigates). */
async function ensureAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object')) return;
  await frame.evaluate(AXE_SOURCE);
  await frame.evaluate(() => {
    (window as unknown as { axe: typeof import('axe-core') }).axe.configure({ allowedOrigins: ['<same_origin>'] });
  });
}

/** Runs `axe.run` in the page's top frame; the frames' own axe copies answer it through axe's frame messenger. */
async function runAxe(page: Page, context: { include?: string[][]; exclude: string[][] }, options: RunOptions): Promise<AxeResults> {
  for (const frame of page.frames()) {
    // A frame that is gone or still loading is skipped, as @axe-core/playwright does.
    await ensureAxe(frame).catch(() => undefined);
  }
  return page.evaluate(
    ([c, o]) => (window as unknown as { axe: typeof import('axe-core') }).axe.run(c.include ? { include: c.include, exclude: c.exclude } : { exclude: c.exclude }, o),
    [context, options] as const,
  );
}

/**
 * An axe run over the page and its same-origin frames (iframe demos are same-origin): one `axe.run`
 * in the top frame, as @axe-core/playwright's legacy mode does, rather than partial runs per frame
 * finished in a fresh blank tab. Unlike that builder, axe's 600 KB source is evaluated once per
 * document, not twice per run, which makes a demo page's run 1.2 s instead of 2.5 s and a second run
 * on the same page nearly free. Cross-origin frames, which the site does not have, would be skipped.
 * The builder methods mirror @axe-core/playwright's.
 */
export class SweepAxe {
  private readonly includes: string[][] = [];
  private readonly excludes: string[][] = [];
  // Only violations are read: axe then builds a selector for one node per passed or inapplicable rule
  // instead of for every node (thousands of code token spans pass the colour rules on a demo page).
  private readonly options: RunOptions = { runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] };

  constructor(readonly page: Page) {}

  /** Limits the run to the elements `selector` matches. */
  include(selector: string): this {
    this.includes.push([selector]);
    return this;
  }

  /** Leaves the elements `selector` matches (and what they contain) out of the run. */
  exclude(selector: string): this {
    this.excludes.push([selector]);
    return this;
  }

  /** Runs only these rules instead of the tag sets. */
  withRules(rules: string[]): this {
    this.options.runOnly = { type: 'rule', values: rules };
    return this;
  }

  /** Turns these rules off. */
  disableRules(rules: string[]): this {
    this.options.rules = { ...this.options.rules, ...Object.fromEntries(rules.map((rule) => [rule, { enabled: false }])) };
    return this;
  }

  /** The run's results. */
  analyze(): Promise<AxeResults> {
    return runAxe(this.page, { include: this.includes.length > 0 ? this.includes : undefined, exclude: this.excludes }, this.options);
  }

  /**
   * The violations, with `landmark-unique` judged per document. That rule pools the landmarks of every
   * frame, so a full-page iframe demo's own `<header>` and `<main>` (the frame document's landmarks, as
   * in the app the reader copies it into) would count as duplicates of the docs page's. Every other
   * rule still reaches into the frames.
   */
  async violations(): Promise<Violations> {
    const { runOnly } = this.options;
    const onlyRules = runOnly && typeof runOnly === 'object' && 'type' in runOnly && runOnly.type === 'rule' ? [runOnly.values].flat() : null;
    // A named rule list wins over `rules` settings in axe, so landmark-unique leaves the list itself.
    if (onlyRules) this.options.runOnly = { type: 'rule', values: onlyRules.filter((rule) => rule !== 'landmark-unique') };
    const results = await this.disableRules(['landmark-unique']).analyze();
    // A run limited to named rules (say, the colour rules) asks about landmarks only if it names them.
    if (onlyRules && !onlyRules.includes('landmark-unique')) return results.violations;
    const landmarks = await runAxe(this.page, { exclude: [] }, { runOnly: { type: 'rule', values: ['landmark-unique'] }, iframes: false, resultTypes: ['violations'] });
    return [...results.violations, ...landmarks.violations];
  }
}

/** A sweep's axe run over `page` with the suite's rule sets. */
export function sweepAxe(page: Page): SweepAxe {
  return new SweepAxe(page);
}


/** The app bar and the sidebar: the same markup and styles on every page of a product (e2e/axe.ts, `SharedChrome`). */
export const SHARED_CHROME = ['header', '#sidebar'] as const;

/**
 * Which visits of a sweep check the shared chrome. The app bar and a product's sidebar are the same
 * server-rendered markup on each of its pages (only which link is current changes, in one style), so
 * a sweep checks them on its first page of each product in each variant and leaves them out on the
 * others, where they are a third of the document and of axe's time.
 */
export class SharedChrome {
  private readonly checked = new Set<string>();

  /** True the first time the sweep meets `pathname`'s product in `variant`; later calls for them answer false. */
  claim(pathname: string, variant: string): boolean {
    const key = `${pathname.split('/')[1] ?? ''} ${variant}`;
    if (this.checked.has(key)) return false;
    this.checked.add(key);
    return true;
  }

  /** `axe`, leaving the chrome out unless this visit is the one that checks it. */
  scope(axe: SweepAxe, pathname: string, variant: string): SweepAxe {
    if (this.claim(pathname, variant)) return axe;
    for (const selector of SHARED_CHROME) axe.exclude(selector);
    return axe;
  }

  /**
   * `axe`, leaving out each demo toolbar already checked in this product and variant. Every demo has
   * one (src/demos/DemoToolbar.client.tsx): the same buttons with the same names and styles, around
   * each demo of every page, and on a page of thirteen demos they are a fifth of axe's time. A
   * toolbar is left out only when its controls (role, name, state, class) match one checked before,
   * so a toolbar that differs (a styling menu, an open code panel) is still checked where it appears.
   */
  async scopeToolbars(axe: SweepAxe, pathname: string, variant: string): Promise<SweepAxe> {
    const signatures = await axe.page.evaluate(() =>
      [...document.querySelectorAll('section[data-demo] [role="toolbar"]')].map((toolbar) => {
        toolbar.removeAttribute('data-axe-checked');
        const controls = [...toolbar.querySelectorAll('button, [role]')];
        return controls
          .map((control) =>
            [control.tagName, ...['role', 'aria-label', 'aria-pressed', 'aria-expanded', 'aria-haspopup', 'tabindex', 'class'].map((name) => control.getAttribute(name)), control.getAttribute('aria-label') ? '' : control.textContent?.trim()].join(':'),
          )
          .join('|');
      }),
    );
    const product = pathname.split('/')[1] ?? '';
    const seen = signatures.flatMap((signature, index) => {
      const key = `${product} ${variant} toolbar ${signature}`;
      if (this.checked.has(key)) return [index];
      this.checked.add(key);
      return [];
    });
    if (seen.length === 0) return axe;
    await axe.page.evaluate((indexes) => {
      const toolbars = document.querySelectorAll('section[data-demo] [role="toolbar"]');
      for (const index of indexes) toolbars[index]?.setAttribute('data-axe-checked', '');
    }, seen);
    return axe.exclude('[data-axe-checked]');
  }
}
