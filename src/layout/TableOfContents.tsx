/** "Contents" for the page's h2/h3 headings; the current section is marked by TocHighlighter. */
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
      <TocHighlighter />
    </nav>
  );
}
