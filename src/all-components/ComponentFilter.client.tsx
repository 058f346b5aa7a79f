'use client';
/**
 * The name filter of the "All components" page. The cards are server-rendered children; typing hides
 * the cards whose name does not match (and groups left empty) and announces the count. Without
 * JavaScript every card stays visible.
 */
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { matchesFilter } from './filter';
import styles from './AllComponents.module.css';

interface Labels {
  filter: string;
  /** With `{count}` for the visible cards. */
  count: string;
  /** With `{query}`. */
  none: string;
}

export default function ComponentFilter({ total, labels, children }: { total: number; labels: Labels; children: ReactNode }) {
  const listRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [visible, setVisible] = useState(total);
  const inputId = useId();

  const apply = useCallback((value: string) => {
    setQuery(value);
    const list = listRef.current;
    if (!list) return;
    let shown = 0;
    for (const group of list.querySelectorAll<HTMLElement>('[data-component-group]')) {
      let inGroup = 0;
      for (const card of group.querySelectorAll<HTMLElement>('[data-component-card]')) {
        const match = matchesFilter(card.dataset.name ?? '', value);
        card.hidden = !match;
        if (match) inGroup += 1;
      }
      group.hidden = inGroup === 0;
      shown += inGroup;
    }
    setVisible(shown);
  }, []);

  return (
    <div data-component-filter="">
      <div className={styles.filterBar}>
        <label htmlFor={inputId} className={styles.filterLabel}>
          {labels.filter}
        </label>
        <input
          id={inputId}
          className={styles.filterInput}
          type="search"
          value={query}
          onChange={(event) => apply(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && query) {
              event.preventDefault();
              apply('');
            }
          }}
          autoComplete="off"
          spellCheck={false}
        />
        <p className={styles.count} role="status">
          {query ? (visible === 0 ? labels.none.replace('{query}', query) : labels.count.replace('{count}', String(visible))) : ''}
        </p>
      </div>
      <div ref={listRef}>{children}</div>
    </div>
  );
}
