/** Links to the previous and next pages in sidebar order. */
import { t } from '../i18n/translate';
import { pageTitle } from '../navigation/registry';
import type { PageItem } from '../navigation/types';
import { Icon } from './icons';
import styles from './PrevNext.module.css';

/** Nothing is rendered when the page has no neighbour. */
export default function PrevNext({ prev, next }: { prev: PageItem | null; next: PageItem | null }) {
  if (!prev && !next) return null;
  return (
    <nav aria-label={t('nav.pagination')} className={styles.prevNext}>
      {prev ? (
        <a href={prev.pathname} rel="prev" className={styles.link}>
          <span className={styles.label}>
            <Icon name="chevronStart" size={16} mirror />
            {t('nav.previous')}
          </span>
          <span className={styles.title}>{pageTitle(prev)}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a href={next.pathname} rel="next" className={`${styles.link} ${styles.next}`}>
          <span className={styles.label}>
            {t('nav.next')}
            <Icon name="chevronEnd" size={16} mirror />
          </span>
          <span className={styles.title}>{pageTitle(next)}</span>
        </a>
      ) : null}
    </nav>
  );
}
