/** A content table in a scroll container that keyboard users can reach (wide tables scroll sideways). */
import type { ComponentProps } from 'react';
import styles from './Table.module.css';

/** Used for GFM tables in MDX and for generated tables. */
export default function Table(props: ComponentProps<'table'>) {
  return (
    // The wrapper scrolls, so it must be focusable for keyboard users (axe: scrollable-region-focusable).
    <div className={styles.scroller} tabIndex={0} role="region" aria-label="Table">
      <table {...props} className={styles.table} />
    </div>
  );
}
