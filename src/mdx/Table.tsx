/** A content table in a scroll container that keyboard users can reach (wide tables scroll sideways). */
import type { ComponentProps } from 'react';
import { t } from '../i18n/translate';
import styles from './Table.module.css';

/** Used for GFM tables in MDX (labelled by rehypeTableLabels) and for generated tables (`label`). */
export default function Table({ label, 'data-label': dataLabel, ...props }: ComponentProps<'table'> & { label?: string; 'data-label'?: string }) {
  return (
    // The wrapper scrolls, so it must be focusable for keyboard users (axe: scrollable-region-focusable),
    // and as a named region it needs a name of its own on the page (axe: landmark-unique).
    <div className={styles.scroller} tabIndex={0} role="region" aria-label={label ?? dataLabel ?? t('content.table')}>
      <table {...props} className={styles.table} />
    </div>
  );
}
