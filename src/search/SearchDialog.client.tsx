'use client';
/**
 * The search dialog: a modal `<dialog>` (focus kept inside, Esc closes, focus returns to the button)
 * with a combobox input over a listbox of results grouped by product (a product the query names, else
 * the current one, first). Loaded on first open.
 */
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { clickEventAttributes, trackedEvent } from '../analytics/clickEvents';
import { useSettledEvent } from '../analytics/useSettledEvent';
import { fillPlaceholders } from '../i18n/placeholders';
import type { SectionId } from '../navigation/types';
import { searchForDisplay } from './group';
import type { SearchLabels } from './labels';
import { addRecent, loadRecent, saveRecent, type RecentSearch } from './recent';
import ResultList, { type ResultGroup, type ResultOption } from './ResultList.client';
import { useSearchEngine } from './useSearchEngine';
import styles from './SearchDialog.module.css';

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

interface Props {
  labels: SearchLabels;
  current?: SectionId;
  onClose: () => void;
}

/** Rendered while open; `onClose` runs after the dialog closed by any means (Esc, backdrop, a result). */
export default function SearchDialog({ labels, current, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const listId = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [recent, setRecent] = useState<RecentSearch[]>(() => loadRecent(storage()));
  const { state, retry } = useSearchEngine();
  const searched = useDeferredValue(query.trim());

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const groups = useMemo(() => {
    if (state.status !== 'ready' || searched === '') return [];
    return searchForDisplay(state.engine, searched, current);
  }, [state, searched, current]);

  const view: ResultGroup[] =
    searched === ''
      ? [{ key: 'recent', label: labels.recent, options: recent.map((item) => ({ id: item.url, url: item.url, title: item.title, detail: item.query, terms: [] })) }]
      : groups.map((group) => ({
          key: group.product,
          label: labels.products[group.product],
          options: group.hits.map((hit) => ({ id: hit.id, url: hit.url, title: hit.title, detail: hit.page ? `${labels.kinds[hit.kind]} · ${hit.page}` : labels.kinds[hit.kind], terms: hit.terms })),
        }));
  const options = view.flatMap((group) => group.options);
  const activeOption = options[Math.min(active, options.length - 1)];
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    document.getElementById(`${listId}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, listId]);

  const close = () => dialog.current?.close();
  const choose = (option: ResultOption) => {
    // The typed text, not the deferred one: Enter can come before the last keystroke's render.
    const typed = query.trim();
    if (typed !== '') {
      const next = addRecent(recent, { query: typed, title: option.title, url: option.url });
      setRecent(next);
      saveRecent(storage(), next);
    }
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (options.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (Math.min(index, options.length - 1) + step + options.length) % options.length);
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      // The option's own click, as with a pointer: it records the choice (and its analytics event) and navigates.
      document.getElementById(optionId(options.indexOf(activeOption)))?.click();
    }
  };

  const count = options.length;
  const status = searched === '' ? '' : count === 1 ? labels.oneResult : fillPlaceholders(labels.results, { count: String(count) });
  const showResults = state.status === 'ready' && (searched === '' ? recent.length > 0 : count > 0);
  const noResults = state.status === 'ready' && searched.length >= 3 && count === 0;
  // Reported once the reader stops typing on it, or closes the dialog while it shows.
  useSettledEvent(noResults ? trackedEvent('search', { eventAction: 'no_results', eventLabel: searched }) : null);

  return (
    // The backdrop is the dialog element itself: a click that lands on it (not on its content) closes.
    // Esc is the keyboard path to close; <dialog> handles it natively.
    <dialog ref={dialog} className={styles.dialog} aria-label={labels.open} onClose={onClose} onClick={(event) => event.target === dialog.current && close()}>
      <div className={styles.panel}>
        <div className={styles.field}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
            <path d="M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14" />
          </svg>
          <input
            className={styles.input}
            type="text"
            role="combobox"
            aria-label={labels.inputLabel}
            aria-expanded={showResults}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={showResults && activeOption ? optionId(options.indexOf(activeOption)) : undefined}
            placeholder={labels.placeholder}
            autoComplete="off"
            spellCheck={false}
            // The dialog exists to take this input.
            autoFocus
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          <button type="button" className={styles.close} aria-label={labels.close} onClick={close}>
            Esc
          </button>
        </div>
        <div role="status" className={styles.visuallyHidden}>
          {state.status === 'ready' ? status : ''}
        </div>
        {/* Focusable so keyboard readers can scroll a long list; the options themselves are reached with the arrows. */}
        <div className={styles.body} role="region" aria-label={labels.resultsRegion} tabIndex={0}>
          {state.status === 'loading' ? <p className={styles.message}>{labels.loading}</p> : null}
          {state.status === 'error' ? (
            <div className={styles.message}>
              <p>{labels.loadError}</p>
              <button type="button" className={styles.retry} onClick={retry}>
                {labels.retry}
              </button>
            </div>
          ) : null}
          {/* Words are completed from their third letter, so one or two letters may match nothing yet. */}
          {state.status === 'ready' && ((searched === '' && recent.length === 0) || (searched.length < 3 && count === 0 && searched !== '')) ? <p className={styles.message}>{labels.start}</p> : null}
          {noResults ? (
            <div className={styles.message}>
              <p className={styles.strong}>{fillPlaceholders(labels.noResults, { query: searched })}</p>
              <p>{labels.noResultsHint}</p>
            </div>
          ) : null}
          <ResultList
            id={listId}
            hidden={!showResults}
            labels={labels}
            recent={searched === ''}
            groups={view}
            activeId={activeOption?.id}
            optionId={(option) => optionId(options.indexOf(option))}
            analytics={(option) => clickEventAttributes('search', { eventAction: searched === '' ? 'recent' : 'result', eventLabel: option.url, rank: options.indexOf(option) + 1 })}
            onChoose={choose}
            onHover={(option) => setActive(options.indexOf(option))}
            onClearRecent={() => {
              setRecent([]);
              saveRecent(storage(), []);
            }}
          />
        </div>
        <p className={styles.help}>{labels.help}</p>
      </div>
    </dialog>
  );
}
