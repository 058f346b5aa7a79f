/** The axe set-up the page sweeps share (e2e/a11y.spec.ts, e2e/content.spec.ts). */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from './fixtures';

/** The rule sets every sweep runs: WCAG 2.0–2.2 A and AA, plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * An axe run over the page and its same-origin frames (iframe demos are same-origin). It uses the
 * builder's legacy mode: one `axe.run` in the top frame instead of partial runs per frame finished
 * in a fresh blank tab. That halves the time per page (an API page: 1.0 s instead of 2.0 s), and
 * opening no extra tab keeps the page in the foreground. Cross-origin frames, which the site does not
 * have, would be skipped.
 */
export function sweepAxe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true);
}

/**
 * The violations of `builder` (a `sweepAxe`, maybe narrowed), with `landmark-unique` judged per
 * document. That rule pools the landmarks of every frame, so a full-page iframe demo's own `<header>`
 * and `<main>` (the frame document's landmarks, as in the app the reader copies it into) would count
 * as duplicates of the docs page's. Every other rule still reaches into the frames.
 */
export async function sweepViolations(page: Page, builder: AxeBuilder) {
  const results = await builder.disableRules(['landmark-unique']).analyze();
  const landmarks = await new AxeBuilder({ page }).withRules(['landmark-unique']).options({ iframes: false }).setLegacyMode(true).analyze();
  return [...results.violations, ...landmarks.violations];
}
