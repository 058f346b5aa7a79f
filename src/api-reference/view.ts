/**
 * The layout of an API page's props, slots and classes (Table, Expanded list, Collapsed list), kept
 * in localStorage per kind (`apiPage_props`, `apiPage_slots`, `apiPage_classes`).
 */

export const API_VIEWS = ['table', 'expanded', 'collapsed'] as const;
export type ApiView = (typeof API_VIEWS)[number];

/** The blocks of an API page whose layout can be chosen. */
export type ApiViewKind = 'props' | 'slots' | 'classes';

export const DEFAULT_API_VIEW: ApiView = 'table';

/** Prefix of the localStorage keys: `apiPage_props`, `apiPage_slots`, `apiPage_classes`. */
const STORAGE_PREFIX = 'apiPage_';

/** The localStorage key of a kind's layout. */
export function viewStorageKey(kind: ApiViewKind): string {
  return `${STORAGE_PREFIX}${kind}`;
}

/** A stored value as a view; anything unknown (or nothing) gives the default. */
export function parseApiView(stored: string | null | undefined): ApiView {
  return (API_VIEWS as readonly string[]).includes(stored ?? '') ? (stored as ApiView) : DEFAULT_API_VIEW;
}

/** What the pre-paint script needs to know, passed in because it runs as text without this module. */
export interface StoredViewsOptions {
  storagePrefix: string;
  views: readonly string[];
}

/**
 * Gives every `[data-api-view-kind]` block of the page its stored layout. Serialized into an inline
 * script (see `applyStoredViewsScript`) that runs while the page is parsed, so a reader's choice never
 * flashes the default: it must stay self-contained, with everything it needs in its arguments.
 */
export function applyStoredViews(win: Pick<Window, 'document' | 'localStorage'>, options: StoredViewsOptions): void {
  win.document.querySelectorAll('[data-api-view-kind]').forEach((block) => {
    let stored: string | null = null;
    try {
      stored = win.localStorage.getItem(options.storagePrefix + block.getAttribute('data-api-view-kind'));
    } catch {
      // Storage can be blocked (privacy modes: even reading `localStorage` throws); the default layout stays.
    }
    if (stored !== null && options.views.includes(stored)) block.setAttribute('data-api-view', stored);
  });
}

/** The inline script's source: `applyStoredViews` over the page, with this module's keys and views. */
export function applyStoredViewsScript(): string {
  const options: StoredViewsOptions = { storagePrefix: STORAGE_PREFIX, views: API_VIEWS };
  return `(${applyStoredViews.toString()})(window,${JSON.stringify(options)})`;
}
