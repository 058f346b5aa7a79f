/**
 * The strings the search island shows, gathered on the server from the translation layer and passed
 * as props, so the browser ships no strings table.
 */
import { t } from '../i18n/translate';
import { sections } from '../navigation/sections';
import type { SearchKind, SearchProduct } from './types';

export interface SearchLabels {
  placeholder: string;
  open: string;
  inputLabel: string;
  close: string;
  /** Contains `{count}`. */
  results: string;
  oneResult: string;
  resultsRegion: string;
  /** Contains `{query}`. */
  noResults: string;
  noResultsHint: string;
  start: string;
  recent: string;
  clearRecent: string;
  loading: string;
  loadError: string;
  retry: string;
  help: string;
  kinds: Record<SearchKind, string>;
  products: Record<SearchProduct, string>;
}

/** Every label of the search UI in the site's language. */
export function searchLabels(): SearchLabels {
  return {
    placeholder: t('search.placeholder'),
    open: t('search.label'),
    inputLabel: t('search.inputLabel'),
    close: t('search.close'),
    // Placeholders stay in the string; the dialog fills them as the reader types.
    results: t('search.results', { count: '{count}' }),
    oneResult: t('search.oneResult'),
    resultsRegion: t('search.resultsRegion'),
    noResults: t('search.noResults', { query: '{query}' }),
    noResultsHint: t('search.noResultsHint'),
    start: t('search.start'),
    recent: t('search.recent'),
    clearRecent: t('search.clearRecent'),
    loading: t('search.loading'),
    loadError: t('search.loadError'),
    retry: t('search.retry'),
    help: t('search.help'),
    kinds: {
      guide: t('search.kind.guide'),
      component: t('search.kind.component'),
      api: t('search.kind.api'),
      prop: t('search.kind.prop'),
      slot: t('search.kind.slot'),
      class: t('search.kind.class'),
    },
    products: Object.fromEntries(sections.map((section) => [section.id, section.name])) as Record<SearchProduct, string>,
  };
}
