/**
 * The layout of an API page's props, slots and classes (Table, Expanded list, Collapsed list), kept
 * in localStorage per kind (`apiPage_props`, `apiPage_slots`, `apiPage_classes`).
 */

export const API_VIEWS = ['table', 'expanded', 'collapsed'] as const;
export type ApiView = (typeof API_VIEWS)[number];

export const API_VIEW_KINDS = ['props', 'slots', 'classes'] as const;
export type ApiViewKind = (typeof API_VIEW_KINDS)[number];

export const DEFAULT_API_VIEW: ApiView = 'table';

/** The localStorage key of a kind's layout. */
export function viewStorageKey(kind: ApiViewKind): string {
  return `apiPage_${kind}`;
}

/** A stored value as a view; anything unknown (or nothing) gives the default. */
export function parseApiView(stored: string | null | undefined): ApiView {
  return (API_VIEWS as readonly string[]).includes(stored ?? '') ? (stored as ApiView) : DEFAULT_API_VIEW;
}

/**
 * Inline script, run while the page is parsed: gives every `[data-api-view-kind]` block its stored
 * layout before first paint, so a reader's choice never flashes the default. Storage may throw
 * (privacy modes); the default layout then stays.
 */
export const APPLY_STORED_VIEWS = `(()=>{try{document.querySelectorAll('[data-api-view-kind]').forEach(function(b){var v=localStorage.getItem('apiPage_'+b.getAttribute('data-api-view-kind'));if(v==='table'||v==='expanded'||v==='collapsed')b.setAttribute('data-api-view',v)})}catch(e){}})()`;
