'use client';
/** The dialog's listbox: options are links (a click navigates natively), grouped by product with the matches marked. */
import type { ClickEventAttributes } from '../analytics/clickEvents';
import { highlight } from './highlight';
import type { SearchLabels } from './labels';
import styles from './SearchDialog.module.css';

/** One choosable row: a search hit or a recent search. */
export interface ResultOption {
  id: string;
  url: string;
  title: string;
  /** Second line: kind and page for hits, the typed query for recent searches. */
  detail: string;
  terms: readonly string[];
}

export interface ResultGroup {
  key: string;
  label: string;
  options: ResultOption[];
}

interface Props {
  id: string;
  hidden: boolean;
  labels: SearchLabels;
  /** Whether the list shows recent searches (with a clear button) rather than results. */
  recent: boolean;
  groups: readonly ResultGroup[];
  activeId: string | undefined;
  optionId: (option: ResultOption) => string;
  /** The analytics attributes a click on an option carries (src/analytics/clickEvents.ts). */
  analytics: (option: ResultOption) => ClickEventAttributes;
  onChoose: (option: ResultOption) => void;
  onHover: (option: ResultOption) => void;
  onClearRecent: () => void;
}

/** Renders the groups; the input owns focus and points at the active option with aria-activedescendant. */
export default function ResultList({ id, hidden, labels, recent, groups, activeId, optionId, analytics, onChoose, onHover, onClearRecent }: Props) {
  return (
    <div hidden={hidden}>
      {recent ? (
        <div className={styles.recentHeader}>
          <span aria-hidden="true">{labels.recent}</span>
          <button type="button" className={styles.clear} onClick={onClearRecent}>
            {labels.clearRecent}
          </button>
        </div>
      ) : null}
      <div id={id} role="listbox" aria-label={recent ? labels.recent : labels.open} className={styles.list}>
        {groups.map((group) => (
          <div key={group.key} role="group" aria-label={group.label}>
            {recent ? null : (
              <div aria-hidden="true" className={styles.groupTitle}>
                {group.label}
              </div>
            )}
            {group.options.map((option) => (
              <a
                key={option.id}
                id={optionId(option)}
                role="option"
                aria-selected={option.id === activeId}
                tabIndex={-1}
                href={option.url}
                className={styles.option}
                onClick={() => onChoose(option)}
                onMouseMove={() => option.id !== activeId && onHover(option)}
                {...analytics(option)}
              >
                <span className={styles.title}>
                  {highlight(option.title, option.terms).map((segment, index) =>
                    // Segments are positional slices of one string, so their index is their identity.
                    segment.match ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
                  )}
                </span>
                <span className={styles.detail}>{option.detail}</span>
              </a>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
