/**
 * "Contents" for the page's h2/h3 headings; the current section is marked by TocHighlighter, which also
 * shows "Back to top" once the reader has scrolled a screen (the link keeps its room, so nothing moves).
 */
import { t } from '../i18n/translate';
import type { TocEntry } from '../mdx/rehypeHeadings';
import TocHighlighter from './TocHighlighter.client';
import styles from './TableOfContents.module.css';

/** Renders nothing for a page without headings. */
export default function TableOfContents({ toc }: { toc: readonly TocEntry[] }) {
  if (toc.length === 0) return null;
  return (
    <nav className={styles.toc} aria-labelledby="toc-title" data-toc="">
      <p id="toc-title" className={styles.title}>
        {t('nav.toc')}
      </p>
      <ul className={styles.list}>
        {toc.map((entry) => (
          <li key={entry.id} data-depth={entry.depth}>
            <a href={`#${entry.id}`} className={styles.link}>
              {entry.title}
            </a>
          </li>
        ))}
      </ul>
      <a href="#main-content" className={styles.top} data-back-to-top="">
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M4 12l1.41 1.41L11 7.83V20h2V7.83l5.58 5.59L20 12l-8-8-8 8z" />
        </svg>
        {t('nav.backToTop')}
      </a>
      <TocHighlighter />
    </nav>
  );
}
