'use client';
/**
 * The icon finder's island: search and theme (kept in the URL), a grid that draws only the rows in
 * view, arrow-key movement, and a dialog per icon. The index and the icons' markup are static files
 * (scripts/iconFinderData.ts), fetched on mount and a screenful at a time.
 */
import { memo, startTransition, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ClickEventAttributes } from '../analytics/clickEvents';
import CopyButton from '../code-block/CopyButton.client';
import codeStyles from '../code-block/CodeBlock.module.css';
import { fillPlaceholders } from '../i18n/placeholders';
import { createIconSearch, type SearchableIcon } from './iconSearch';
import { chunkUrl, ICON_INDEX_URL, ICON_THEMES, type IconIndex, type IconTheme, moduleNameOf, themesOfMask } from './iconNames';
import { formatCount, iconImportLine, iconUsage, readFinderUrl, themeLabel, writeFinderUrl } from './finderState';
import { useHydrated } from '../layout/useHydrated';
import styles from './IconFinder.module.css';

export interface IconFinderLabels {
  search: string;
  searchHint: string;
  theme: string;
  total: string;
  /** With {count}, {theme} and {query}. */
  results: string;
  all: string;
  none: string;
  loading: string;
  failed: string;
  grid: string;
  keys: string;
  close: string;
  import: string;
  usage: string;
  sizes: string;
  colors: string;
  themes: string;
  openTheme: string;
  copy: { label: string; copiedLabel: string; copyText: string; copiedText: string; announceText: string; analytics: ClickEventAttributes };
}

interface IconFinderProps {
  labels: IconFinderLabels;
  /** The first Filled icons with their markup, drawn by the server. */
  initial: { base: string; markup: string }[];
  copiedMs: number;
}

/** A grid cell's least width and its height, in CSS pixels (IconFinder.module.css uses the same). */
const CELL_WIDTH = 112;
const ROW_HEIGHT = 104;
/** Rows drawn above and below the viewport. */
const OVERSCAN = 2;
/**
 * The address follows the search once typing pauses this long: `history.replaceState` costs about
 * 4 ms a call in Chromium, a tenth of a keystroke's budget.
 */
const URL_WRITE_DELAY_MS = 300;
/** Space the sticky app bar takes at the top: an icon moved to by keyboard is scrolled below it. */
const TOP_CLEARANCE = 88;

const PALETTE = ['primary', 'secondary', 'success', 'info', 'warning', 'error', 'action', 'disabled'] as const;
const paletteColor = (color: (typeof PALETTE)[number]) =>
  color === 'action' ? 'var(--mui-palette-action-active)' : color === 'disabled' ? 'var(--mui-palette-action-disabled)' : `var(--mui-palette-${color}-main)`;

function Svg({ markup, size }: { markup: string | undefined; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={styles.svg}
      style={size ? { width: size, height: size } : undefined}
      // Markup generated at build time from the installed package's own paths (scripts/iconFinderData.ts).
      dangerouslySetInnerHTML={{ __html: markup ?? '' }}
    />
  );
}

interface IconButtonProps {
  base: string;
  theme: IconTheme;
  at: number;
  tabbable: boolean;
  markup: string | undefined;
  onFocusIcon: (at: number) => void;
  onOpen: (at: number, base: string, theme: IconTheme) => void;
}

/** One cell of the grid; memoised, so a keystroke re-renders only the cells whose icon or place changed. */
const IconButton = memo(function IconButton({ base, theme, at, tabbable, markup, onFocusIcon, onOpen }: IconButtonProps) {
  const name = moduleNameOf(base, theme);
  return (
    <button
      type="button"
      className={styles.icon}
      data-index={at}
      tabIndex={tabbable ? 0 : -1}
      aria-label={name}
      title={name}
      onFocus={() => onFocusIcon(at)}
      onClick={() => onOpen(at, base, theme)}
    >
      <Svg markup={markup} />
      <span className={styles.name}>{base}</span>
    </button>
  );
});

/**
 * Keeps Tab inside a modal dialog: from its last control to its first and back. (A modal `<dialog>`
 * makes the page inert, but Tab past its last control would leave for the browser's own controls.)
 */
function trapTab(event: React.KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])')].filter(
    (element) => !element.hasAttribute('disabled') && element.getClientRects().length > 0,
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

function CodeLine({ code, labels, copiedMs }: { code: string; labels: IconFinderLabels['copy']; copiedMs: number }) {
  return (
    <div className={`${codeStyles.block} ${styles.code}`} data-code-block="">
      <pre className={codeStyles.pre} tabIndex={0}>
        <code>{code}</code>
      </pre>
      <CopyButton {...labels} resetAfterMs={copiedMs} />
    </div>
  );
}

export default function IconFinder({ labels, initial, copiedMs }: IconFinderProps) {
  const [index, setIndex] = useState<IconIndex | null>(null);
  const [failed, setFailed] = useState(false);
  // Until the reader types or picks, the query and theme are the ones of the address (a shared link).
  const mounted = useHydrated();
  const fromUrl = useMemo(() => (mounted ? readFinderUrl(window.location.search) : { query: '', theme: 'Filled' as IconTheme }), [mounted]);
  const [typedQuery, setTypedQuery] = useState<string | null>(null);
  const [pickedTheme, setPickedTheme] = useState<IconTheme | null>(null);
  const query = typedQuery ?? fromUrl.query;
  const theme = pickedTheme ?? fromUrl.theme;
  const [view, setView] = useState({ columns: 1, first: 0, last: 8 });
  const [active, setActive] = useState(0);
  const [selected, setSelected] = useState<{ base: string; theme: IconTheme } | null>(null);
  // Each icon's markup by `theme:base`; a file's arrival replaces the map, so the grid draws it.
  const [markup, setMarkup] = useState<ReadonlyMap<string, string>>(() => new Map(initial.map(({ base, markup: svg }) => [`Filled:${base}`, svg])));
  const chunks = useRef(new Map<string, 'pending' | 'done' | 'failed'>());
  const gridRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const focusPending = useRef(false);
  const ids = useId();

  // The index, once the page is interactive.
  useEffect(() => {
    let live = true;
    fetch(ICON_INDEX_URL)
      .then((response) => {
        if (!response.ok) throw new Error(`${ICON_INDEX_URL}: ${response.status}`);
        return response.json() as Promise<IconIndex>;
      })
      // A transition: React renders the full list in slices rather than in one long task.
      .then((loaded) => live && startTransition(() => setIndex(loaded)))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  // The URL follows the search once typing pauses, so a search can be shared.
  useEffect(() => {
    if (!mounted) return;
    const write = () => {
      const next = writeFinderUrl(window.location.href, query, theme);
      if (next !== window.location.href) window.history.replaceState(window.history.state, '', next);
    };
    const timer = window.setTimeout(write, URL_WRITE_DELAY_MS);
    // Leaving the page before the pause ends still leaves the search in the address (for Back).
    window.addEventListener('pagehide', write);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pagehide', write);
    };
  }, [mounted, query, theme]);

  const search = useMemo(() => (index ? createIconSearch(index.names.map(([base, mask]) => ({ base, mask })), index.synonyms) : null), [index]);
  const positions = useMemo(() => new Map(index?.names.map(([base], position) => [base, position]) ?? []), [index]);
  const results: SearchableIcon[] = useMemo(
    () => (search ? search.search(query, theme) : initial.map(({ base }) => ({ base, mask: 1 }))),
    [search, query, theme, initial],
  );

  // Which rows are in view, from the grid's place in the viewport.
  const measure = useCallback(() => {
    const grid = gridRef.current;
    if (!grid) return;
    const rect = grid.getBoundingClientRect();
    const columns = Math.max(1, Math.floor(rect.width / CELL_WIDTH));
    const first = Math.max(0, Math.floor(-rect.top / ROW_HEIGHT) - OVERSCAN);
    const last = Math.max(first, Math.ceil((window.innerHeight - rect.top) / ROW_HEIGHT) + OVERSCAN);
    setView((current) => (current.columns === columns && current.first === first && current.last === last ? current : { columns, first, last }));
  }, []);

  useLayoutEffect(() => {
    if (!mounted) return;
    measure();
    const observer = new ResizeObserver(measure);
    if (gridRef.current) observer.observe(gridRef.current);
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [mounted, measure]);

  const rows = Math.ceil(results.length / view.columns);
  const start = Math.min(view.first, Math.max(0, rows - 1)) * view.columns;
  const end = Math.min(results.length, (view.last + 1) * view.columns);
  const shown = mounted ? results.slice(start, end) : results;
  const offset = mounted ? start : 0;

  // The markup of what is shown (and of the open icon in every theme), a file at a time.
  const ensureMarkup = useCallback(
    (base: string, iconTheme: IconTheme) => {
      const position = positions.get(base);
      if (position === undefined) return;
      const url = chunkUrl(iconTheme, position);
      // The server's first icons are in the map already, but their file holds the rest of their rows.
      if (chunks.current.has(url)) return;
      chunks.current.set(url, 'pending');
      fetch(url)
        .then((response) => {
          if (!response.ok) throw new Error(`${url}: ${response.status}`);
          return response.json() as Promise<Record<string, string>>;
        })
        .then((chunk) => {
          chunks.current.set(url, 'done');
          // Drawing arrived icons waits behind typing (a transition), so a keystroke is never queued behind it.
          startTransition(() =>
            setMarkup((current) => {
              const next = new Map(current);
              for (const [name, svg] of Object.entries(chunk)) next.set(`${iconTheme}:${name}`, svg);
              return next;
            }),
          );
        })
        .catch(() => chunks.current.set(url, 'failed'));
    },
    [positions],
  );

  const selectedMask = selected ? (index?.names[positions.get(selected.base) ?? -1]?.[1] ?? 0) : 0;
  useEffect(() => {
    for (const icon of shown) ensureMarkup(icon.base, theme);
    if (selected) for (const other of themesOfMask(selectedMask)) ensureMarkup(selected.base, other);
  }, [shown, theme, selected, selectedMask, ensureMarkup]);

  const tabbable = active >= offset && active < offset + shown.length ? active : offset;

  // Moving by keyboard scrolls the icon into view, then focuses it once it is drawn.
  useLayoutEffect(() => {
    if (!focusPending.current) return;
    const button = gridRef.current?.querySelector<HTMLButtonElement>(`[data-index="${active}"]`);
    if (button) {
      focusPending.current = false;
      button.focus({ preventScroll: true });
    }
  });

  const moveTo = (target: number) => {
    const next = Math.max(0, Math.min(results.length - 1, target));
    const grid = gridRef.current;
    if (!grid || results.length === 0) return;
    const top = grid.getBoundingClientRect().top + Math.floor(next / view.columns) * ROW_HEIGHT;
    if (top < TOP_CLEARANCE) window.scrollBy({ top: top - TOP_CLEARANCE, behavior: 'instant' });
    else if (top + ROW_HEIGHT > window.innerHeight) window.scrollBy({ top: top + ROW_HEIGHT - window.innerHeight + 16, behavior: 'instant' });
    measure();
    focusPending.current = true;
    setActive(next);
  };

  const openIcon = useCallback((at: number, base: string, iconTheme: IconTheme) => {
    setActive(at);
    setSelected({ base, theme: iconTheme });
  }, []);

  const onGridKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const steps: Record<string, number> = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, ArrowDown: view.columns, ArrowUp: -view.columns };
    const from = tabbable;
    if (event.key in steps) moveTo(from + (steps[event.key] ?? 0));
    else if (event.key === 'Home') moveTo(event.ctrlKey ? 0 : from - (from % view.columns));
    else if (event.key === 'End') moveTo(event.ctrlKey ? results.length - 1 : from - (from % view.columns) + view.columns - 1);
    else return;
    event.preventDefault();
  };

  // The dialog opens as a modal (focus stays inside, Escape closes, focus returns to the icon).
  useEffect(() => {
    const dialog = dialogRef.current;
    if (selected && dialog && !dialog.open) dialog.showModal();
  }, [selected]);

  const status = failed
    ? labels.failed
    : !index
      ? query
        ? labels.loading
        : labels.total
      : query.trim()
        ? fillPlaceholders(results.length ? labels.results : labels.none, { count: formatCount(results.length), theme: themeLabel(theme), query: query.trim() })
        : fillPlaceholders(labels.all, { count: formatCount(results.length), theme: themeLabel(theme) });

  const selectedModule = selected ? moduleNameOf(selected.base, selected.theme) : '';
  const selectedMarkup = selected ? markup.get(`${selected.theme}:${selected.base}`) : undefined;

  return (
    <div className={styles.finder} data-icon-finder="" data-ready={index ? '' : undefined}>
      <div className={styles.controls}>
        <div className={styles.field}>
          <label htmlFor={`${ids}-search`} className={styles.label}>
            {labels.search}
          </label>
          <input
            id={`${ids}-search`}
            type="search"
            className={styles.input}
            value={query}
            placeholder={labels.searchHint}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${ids}-total`}
            onChange={(event) => {
              setTypedQuery(event.target.value);
              // A new search starts the keyboard at its first result.
              setActive(0);
            }}
          />
        </div>
        <fieldset className={styles.themes}>
          <legend className={styles.label}>{labels.theme}</legend>
          <div className={styles.themeOptions}>
            {ICON_THEMES.map((option) => (
              <label key={option} className={styles.themeOption}>
                <input type="radio" name={`${ids}-theme`} value={option} checked={theme === option} onChange={() => {
                    setPickedTheme(option);
                    setActive(0);
                  }} />
                <span>{themeLabel(option)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <p id={`${ids}-total`} className={styles.total}>
        {labels.total}
      </p>
      <p className={styles.status} role="status">
        {status}
      </p>
      <p id={`${ids}-keys`} className={codeStyles.visuallyHidden}>
        {labels.keys}
      </p>
      <div
        ref={gridRef}
        className={styles.viewport}
        style={mounted ? { height: rows * ROW_HEIGHT } : undefined}
        role="group"
        aria-label={labels.grid}
        aria-describedby={`${ids}-keys`}
        onKeyDown={onGridKeyDown}
      >
        <div
          className={styles.grid}
          style={mounted ? { transform: `translateY(${Math.floor(start / view.columns) * ROW_HEIGHT}px)`, gridTemplateColumns: `repeat(${view.columns}, minmax(0, 1fr))` } : undefined}
        >
          {shown.map((icon, position) => (
            <IconButton
              key={icon.base}
              base={icon.base}
              theme={theme}
              at={offset + position}
              tabbable={offset + position === tabbable}
              markup={markup.get(`${theme}:${icon.base}`)}
              onFocusIcon={setActive}
              onOpen={openIcon}
            />
          ))}
        </div>
      </div>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={`${ids}-title`}
        onClose={() => setSelected(null)}
        onKeyDown={trapTab}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself, outside its content) closes it.
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        {selected && (
          <div className={styles.dialogBody}>
            <div className={styles.dialogHeader}>
              <h2 id={`${ids}-title`} className={styles.dialogTitle}>
                {selectedModule}
              </h2>
              <button type="button" className={styles.close} aria-label={labels.close} onClick={() => dialogRef.current?.close()}>
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.svg}>
                  <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
                </svg>
              </button>
            </div>
            <h3 className={styles.dialogHeading}>{labels.import}</h3>
            <CodeLine code={iconImportLine(selectedModule)} labels={labels.copy} copiedMs={copiedMs} />
            <h3 className={styles.dialogHeading}>{labels.usage}</h3>
            <CodeLine code={iconUsage(selectedModule)} labels={labels.copy} copiedMs={copiedMs} />
            <h3 className={styles.dialogHeading}>{labels.sizes}</h3>
            <ul className={styles.samples}>
              {(
                [
                  ['small', 20],
                  ['medium', 24],
                  ['large', 35],
                ] as const
              ).map(([size, pixels]) => (
                <li key={size} className={styles.sample}>
                  <Svg markup={selectedMarkup} size={pixels} />
                  <code>fontSize=&quot;{size}&quot;</code>
                </li>
              ))}
            </ul>
            <h3 className={styles.dialogHeading}>{labels.colors}</h3>
            <ul className={styles.samples}>
              {PALETTE.map((color) => (
                <li key={color} className={styles.sample} style={{ color: paletteColor(color) }}>
                  <Svg markup={selectedMarkup} size={28} />
                  <code className={styles.sampleLabel}>{color}</code>
                </li>
              ))}
            </ul>
            <h3 className={styles.dialogHeading}>{labels.themes}</h3>
            <ul className={styles.samples}>
              {themesOfMask(selectedMask).map((other) => (
                <li key={other}>
                  <button
                    type="button"
                    className={styles.themeButton}
                    aria-pressed={other === selected.theme}
                    aria-label={fillPlaceholders(labels.openTheme, { name: selected.base, theme: themeLabel(other) })}
                    onClick={() => setSelected({ base: selected.base, theme: other })}
                  >
                    <Svg markup={markup.get(`${other}:${selected.base}`)} size={28} />
                    <span>{themeLabel(other)}</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </dialog>
    </div>
  );
}

