/**
 * A block of props, slots or classes with its layout switch. One markup serves all three layouts:
 * CSS arranges the rows as a table (`data-api-view="table"`), as an expanded list, or as a collapsed
 * list that shows a row's details when its anchor is the URL's target. Server-rendered.
 */
import type { ReactNode } from 'react';
import { t } from '../i18n/translate';
import type { ApiRowKind } from './typeLinks';
import { applyStoredViewsScript, DEFAULT_API_VIEW, type ApiViewKind } from './view';
import ViewSwitch from './LazyViewSwitch.client';
import styles from './ApiRows.module.css';

export interface ApiRow {
  id: string;
  kind: ApiRowKind;
  name: string;
  /** Shown after the name (required mark, deprecated chip). */
  badges?: ReactNode;
  /** The middle columns, in `columns` order (after Name, before Description). */
  cells: ReactNode[];
  description: ReactNode;
}

export interface ApiRowsProps {
  kind: ApiViewKind;
  /** The section title the switch names (`Props`). */
  title: string;
  /** Headers of the middle columns. */
  columns: string[];
  rows: ApiRow[];
}

/** Rows with an anchor each (`id`, `data-api-kind`, `data-api-name`), under a Table/Expanded/Collapsed switch. */
export default function ApiRows({ kind, title, columns, rows }: ApiRowsProps) {
  const headers = [t('api.colName'), ...columns, t('api.colDescription')];
  return (
    <>
      <div className={styles.block} data-api-view-kind={kind} data-api-view={DEFAULT_API_VIEW} style={{ '--api-columns': columns.length } as React.CSSProperties}>
        <ViewSwitch kind={kind} label={t('api.view', { section: title })} labels={{ table: t('api.viewTable'), expanded: t('api.viewExpanded'), collapsed: t('api.viewCollapsed') }} />
        <div className={styles.header} aria-hidden="true">
          {headers.map((header) => (
            <span key={header}>{header}</span>
          ))}
        </div>
        <ul className={styles.rows}>
          {rows.map((row) => (
            <li key={row.id} id={row.id} className={styles.row} data-api-kind={row.kind} data-api-name={row.name}>
              <div className={styles.name}>
                <a href={`#${row.id}`} className={styles.anchor}>
                  <code>{row.name}</code>
                </a>
                {row.badges}
              </div>
              {row.cells.map((cell, index) => (
                <div key={columns[index]} className={styles.cell}>
                  <span className={styles.label}>{columns[index]}: </span>
                  {cell}
                </div>
              ))}
              <div className={styles.description}>{row.description}</div>
            </li>
          ))}
        </ul>
      </div>
      <script dangerouslySetInnerHTML={{ __html: applyStoredViewsScript() }} />
    </>
  );
}
