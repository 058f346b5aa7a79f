/**
 * The first-load floor: a page of static text and nothing else, under the root layout every page
 * shares. Its first-load JavaScript is what Next and the root layout's islands cost any page of this
 * build, and e2e/bundle.spec.ts and `npm run bench` measure the docs pages against it from the same
 * export, so the budget follows the framework instead of a number written down once. No reader
 * reaches it: it is in no sidebar, sitemap, search index or llms.txt (those list the registry's
 * pages), and it asks search engines not to index it. Its path is FIRST_LOAD_FLOOR_PATH in
 * scripts/benchLib.ts.
 */
import type { Metadata } from 'next';

export const metadata: Metadata = {
  title: 'First-load floor',
  robots: { index: false, follow: false },
};

export default function FirstLoadFloor() {
  // Measurement text, not reader-facing: it is not translated.
  return (
    <main id="main-content" tabIndex={-1}>
      <p>A page with no client code of its own: the least JavaScript any page of this site loads.</p>
    </main>
  );
}
