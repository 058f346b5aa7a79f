/**
 * The search engine over the index records: MiniSearch (chosen by measurement, see README) with
 * prefix matching, typo tolerance and field boosts title > page > text. Runs in the browser (the
 * dialog) and in Node (the quality test) with the same settings.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { parseProductQuery } from './productQuery';
import { expandQuery } from './synonyms';
import { indexTerms, queryTerm } from './terms';
import type { SearchKind, SearchProduct, SearchRecord } from './types';

/** One hit: the record's display fields, its score and the index terms that matched (for highlighting). */
export interface SearchHit {
  id: string;
  url: string;
  title: string;
  page: string;
  product: SearchProduct;
  kind: SearchKind;
  score: number;
  terms: string[];
  /** The query is the hit's title, whole (`Sheet`, `Menu.Positioner`, `Button API` by `button`). */
  titleNamed?: boolean;
}

/** A loaded index, ready to query. */
export interface SearchEngine {
  search(query: string, limit?: number): SearchHit[];
  size: number;
}

type IndexedRecord = SearchRecord & { library: string; names: string; keywords: string };

const STORED = ['url', 'title', 'page', 'product', 'kind', 'isPage', 'names', 'keywords'] as const;
// A whole page outranks one of its sections with the same words; guide prose ranks below named things.
const KIND_BOOST: Record<SearchKind, number> = { component: 1.3, api: 1.2, guide: 1.1, prop: 1.1, slot: 0.9, class: 0.6 };

/** Builds the engine from index records. */
export function createSearchEngine(records: readonly SearchRecord[]): SearchEngine {
  const miniSearch = new MiniSearch<IndexedRecord>({
    fields: ['title', 'names', 'keywords', 'page', 'text', 'library'],
    storeFields: [...STORED],
    // A guide's component names are indexed whole (`AppBar` → appbar): their camelCase parts would
    // let `button` match every page documenting a ListItemButton or a StepButton.
    processTerm: (term, fieldName) => (fieldName === 'names' ? queryTerm(term) : indexTerms(term)),
    searchOptions: {
      // A guide's component names (`AppBar` on the App Bar page) count as much as a title.
      // Its keywords (`notification dot` on Badge) are other names for the page, a little below its own.
      boost: { title: 4, names: 4, keywords: KEYWORD_BOOST, page: 1.5, text: 1, library: 0.5 },
      // Only the word being typed is incomplete; earlier words are whole, and prefix-expanding them is slow.
      // Two letters would expand to hundreds of words; from three the reader has said enough.
      prefix: (term, index, terms) => index === terms.length - 1 && term.length >= 3,
      // Typos are forgiven only in words long enough to tell apart: one edit from 4 letters, two from 9
      // (so `unstyled` does not become `styled`). Numbers ≥ 1 are absolute edit distances in MiniSearch.
      fuzzy: (term) => (term.length >= 9 ? 2 : term.length >= 4 ? 1 : false),
      maxFuzzy: 2,
      processTerm: queryTerm,
      boostDocument: (_id, _term, stored) => documentBoost(stored),
    },
  });
  // `library` (`joy-ui` → joy, ui) lets a query name the library: "joy button". Only pages carry it:
  // on every record, "ui" would match all of them and every query would score thousands.
  miniSearch.addAll(records.map((record) => ({ ...record, names: record.names ?? '', keywords: record.keywords ?? '', library: record.isPage ? record.product : '' })));
  const common = commonHeadings(records);
  return {
    size: records.length,
    search: (query, limit = 50) => search(miniSearch, query, limit, common),
  };
}

/** The field boost of a page's keywords. */
const KEYWORD_BOOST = 2;

/** Pages a heading has to recur on to count as common: three pages with the same heading are already one of many alike ("Server-side rendering" on Portal, Masonry and useMediaQuery). */
const COMMON_HEADING_PAGES = 3;
/** The score factor of a section under a common heading when the query does not name its page. */
const COMMON_HEADING_FACTOR = 0.5;

const isProse = (kind: SearchKind) => kind === 'guide' || kind === 'component';

/**
 * The headings of guide and component sections that recur on many pages ("Styling states",
 * "Accessibility", "Sizes"): each says something about its own page's component only.
 */
export function commonHeadings(records: readonly SearchRecord[], minPages = COMMON_HEADING_PAGES): Set<string> {
  const pagesPerHeading = new Map<string, Set<string>>();
  for (const record of records) {
    if (record.isPage || !isProse(record.kind)) continue;
    const pages = pagesPerHeading.get(record.title) ?? new Set<string>();
    pages.add(record.url.split('#')[0] ?? record.url);
    pagesPerHeading.set(record.title, pages);
  }
  return new Set([...pagesPerHeading].filter(([, pages]) => pages.size >= minPages).map(([title]) => title));
}

function documentBoost(stored: Record<string, unknown> | undefined): number {
  const kind = stored?.kind as SearchKind | undefined;
  const base = kind ? KIND_BOOST[kind] : 1;
  return stored?.isPage === true ? base * 1.5 : base;
}

const compact = (text: string) => text.toLowerCase().replace(/[\s\-_.]+/g, '');

function search(miniSearch: MiniSearch<IndexedRecord>, query: string, limit: number, common: ReadonlySet<string>): SearchHit[] {
  // "joy card": the product's words are not searched (records rarely repeat them); its hits come first.
  const { product, text } = parseProductQuery(query);
  let hits = searchText(miniSearch, text, common);
  // Only a product name ("mui system") or stop words besides it: search it whole, so its pages answer.
  if (hits.length === 0 && text !== query.trim()) hits = searchText(miniSearch, query, common);
  const ownTitle = product ? titleUsingProductName(query) : () => false;
  const first = (hit: SearchHit) => (ownTitle(hit) ? 0 : hit.product === product ? 1 : 2);
  return hits.sort((a, b) => first(a) - first(b) || b.score - a.score).slice(0, limit);
}

const wordsOf = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);

/**
 * A product's name can be part of a title: "Usage with Material UI" is a Joy UI page, "Material Icons" a
 * heading of Joy's icon page. A hit whose titles (its page's, and its own for a section) contain the
 * product words the query used, and whose every title word the query has, is that title typed out, so it
 * comes before the named product's other results.
 */
export function titleUsingProductName(query: string): (hit: SearchHit) => boolean {
  const { product, text } = parseProductQuery(query);
  if (!product) return () => false;
  const queryWords = new Set(wordsOf(query));
  const searched = new Set(wordsOf(text));
  const productWords = [...queryWords].filter((word) => !searched.has(word));
  return (hit) => {
    // A page's record has an empty `page`; a section's has its page's title beside its heading.
    const titleWords = new Set(wordsOf(`${hit.page} ${hit.title}`));
    return productWords.every((word) => titleWords.has(word)) && [...titleWords].every((word) => queryWords.has(word));
  };
}

function searchText(miniSearch: MiniSearch<IndexedRecord>, query: string, common: ReadonlySet<string>): SearchHit[] {
  let variants = expandQuery(query).filter((variant) => variant.length > 0);
  if (variants.length === 0) return [];
  let results = miniSearch.search({ combineWith: 'OR', queries: variants });
  // Words found nowhere as typed (nor, the last one, as the start of a word): the likely typos.
  const unknown = unknownWords(query, results);
  // Two letters typed in the wrong order (`tabel`, `toggel`) are two edits, and one edit finds other
  // words (`label`): an unknown word is also searched with each neighbouring pair swapped.
  const swapped = swappedVariants(miniSearch, query, unknown);
  if (swapped.length > 0) {
    variants = [...variants, ...swapped];
    results = miniSearch.search({ combineWith: 'OR', queries: variants });
  }
  // Nothing found: allow two typos in every word of 5 letters or more (a swapped pair of letters is two
  // edits). Fewer pages found than the dialog shows first, with an unknown word: allow two typos in that
  // word (`combox` lacks two of `combobox`). What only two typos find starts no higher than the weakest
  // one-typo result, before the naming and coverage factors below.
  const widen = results.length === 0 ? () => true : (term: string) => unknown.includes(term);
  if (results.length === 0 || (unknown.some((word) => word.length >= 5) && fewPages(results))) {
    const known = new Set(results.map((result) => result.id));
    const wider = miniSearch.search({ combineWith: 'OR', queries: variants }, { fuzzy: (term) => (term.length >= 5 && widen(term) ? 2 : term.length >= 9 ? 2 : term.length >= 4 ? 1 : false) });
    const lowest = results.reduce((min, result) => Math.min(min, result.score), Infinity);
    const added = wider.filter((result) => !known.has(result.id)).map((result) => ({ ...result, score: Number.isFinite(lowest) ? Math.min(result.score, lowest * 0.99) : result.score }));
    results = [...results, ...added];
  }
  const named = {
    whole: new Set(variants.map(compact)),
    word: new Set(variants.flatMap((variant) => variant.split(/\s+/)).map(compact)),
  };
  const wordsOfVariants = variants.map(queryWords).filter((words) => words.length > 0);
  const searchedWords = new Set(wordsOfVariants.flat());
  return results.map((result) => {
    const hit = toHit(result, named);
    hit.score *= coverageFactor(wordsOfVariants, result.queryTerms) * typoFactor(result.queryTerms, result.terms);
    // "Styling states" is a section of nearly forty Base UI pages, each listing `data-starting-style`:
    // unless the query names its page, such a section is one of many alike, and the page about the
    // words (the Animation handbook) answers better. "slider sizes" names Slider, so its "Sizes" stays.
    if (result.isPage !== true && isProse(hit.kind) && common.has(hit.title) && !namesPage(hit.page, searchedWords)) hit.score *= COMMON_HEADING_FACTOR;
    return hit;
  });
}

/** Below this many pages found, the search is widened to two typos: the dialog's first screen would otherwise be nearly empty. */
const FEW_PAGES = 3;

/** Whether the results span fewer than FEW_PAGES pages; stops reading them at the FEW_PAGES-th page. */
function fewPages(results: readonly SearchResult[]): boolean {
  const pages = new Set<string>();
  for (const result of results) {
    pages.add(String(result.url).split('#')[0] ?? '');
    if (pages.size >= FEW_PAGES) return false;
  }
  return true;
}

/** `tabel` → `['atbel', 'tbael', 'taebl', 'table']`: the word with each pair of neighbouring letters swapped. */
export function adjacentSwaps(word: string): string[] {
  const swaps = new Set<string>();
  for (let index = 0; index < word.length - 1; index++) {
    if (word[index] === word[index + 1]) continue;
    swaps.add(word.slice(0, index) + word[index + 1] + word[index] + word.slice(index + 2));
  }
  return [...swaps];
}

/** Shortest word checked for swapped letters: shorter ones are too often other real words. */
const MIN_SWAP_LENGTH = 4;

/** The query's words (4+ letters) that no result contains as typed, nor, for the last word being typed, as the start of a word. */
function unknownWords(query: string, results: readonly SearchResult[]): string[] {
  const words = queryWords(query);
  // Most words match in the first results, so these checks stop early; only an unknown word reads them all.
  return words.filter((word, index) => {
    if (word.length < MIN_SWAP_LENGTH || !/^[a-z]+$/.test(word) || results.some((result) => word in result.match)) return false;
    return index !== words.length - 1 || !results.some((result) => result.terms.some((term) => term.startsWith(word)));
  });
}

/** The query again with one unknown word replaced by a swap of two of its neighbouring letters that the index holds exactly. */
function swappedVariants(miniSearch: MiniSearch<IndexedRecord>, query: string, unknown: readonly string[]): string[] {
  const variants: string[] = [];
  const normalized = query.toLowerCase();
  for (const word of unknown) {
    for (const swap of adjacentSwaps(word)) {
      if (miniSearch.search(swap, { prefix: false, fuzzy: false }).length === 0) continue;
      variants.push(normalized.replace(new RegExp(`(^|[^a-z])${word}(?![a-z])`), `$1${swap}`));
    }
  }
  return variants;
}

/** Whether the searched words include every word of a page title (`text field sizes` names Text Field). */
export function namesPage(page: string, words: ReadonlySet<string>): boolean {
  const pageWords = queryWords(page);
  return pageWords.length > 0 && pageWords.every((word) => words.has(word));
}

/** Whether `typed` is `word` with letters left out (`popver` of `popover`), keeping the rest in order. */
export function lacksLetters(typed: string, word: string): boolean {
  if (typed.length >= word.length) return false;
  let index = 0;
  for (const letter of word) if (letter === typed[index]) index += 1;
  return index === typed.length;
}

/**
 * A typo matches several words at the same edit distance (`popver`: popper, popover). A letter left
 * out is the commonest slip of fast typing, so the word the typed one lacks letters of ranks a little
 * higher: enough to order the equally near words, not to beat a word typed right.
 */
export function typoFactor(queryTerms: readonly string[], matched: readonly string[]): number {
  const typos = matched.filter((term) => !queryTerms.some((typed) => term.startsWith(typed)));
  return typos.some((term) => queryTerms.some((typed) => lacksLetters(typed, term))) ? 1.1 : 1;
}

/** The searched words of a query: what `queryTerm` keeps of each token. */
function queryWords(query: string): string[] {
  return [...new Set(query.split(/[\s\-_.,:;!?'"()/]+/).map(queryTerm).filter((term): term is string => term !== null))];
}

/**
 * How much of the query a record answers, as a score factor: 1 when it matched every word of the
 * query (or of one of its synonym variants), the square of the share otherwise. "Slider sizes" then
 * ranks Slider's "Sizes" section, which has both words, above a page or prop that has only one.
 */
export function coverageFactor(wordsOfVariants: readonly (readonly string[])[], matched: readonly string[]): number {
  const found = new Set(matched);
  let best = 0;
  for (const words of wordsOfVariants) {
    const share = words.filter((word) => found.has(word)).length / words.length;
    best = Math.max(best, share);
  }
  return wordsOfVariants.length === 0 ? 1 : best * best;
}

function toHit(result: SearchResult, named: { whole: Set<string>; word: Set<string> }): SearchHit {
  const title = String(result.title);
  // The reader named the thing (`Button`, `disableRipple`, `text field`), or named it among other
  // words (`popup dialog`): that thing before things that merely contain the word. API pages are
  // titled "Button API"; their name is the part before.
  const name = compact(title.replace(/ API$/, ''));
  // Stop words do not name anything: the heading "The sx prop" is named by "sx prop".
  const meaningfulName = compact(title.replace(/ API$/, '').split(/\s+/).filter((word) => queryTerm(word) !== null).join(''));
  // A typo can name it too: `typograpy` matched `typography`, its whole name. (A long prefix match
  // does not: `dialog` matching `dialogcontenttext` names DialogContentText no more than Dialog.)
  const typoNamed = result.terms.includes(name) && result.queryTerms.some((term) => Math.abs(term.length - name.length) <= 2);
  // A guide's component names name it as its title does: `fab` names the Floating Action Button page
  // (which documents Fab) as much as the Fab API page, and `fade` names Transitions.
  const componentNames = typeof result.names === 'string' ? result.names.split(' ').filter((word) => word !== '').map(compact) : [];
  // A keyword typed whole (`notification dot`) names its page as its title would.
  const keywords = typeof result.keywords === 'string' ? result.keywords.split(',').map(compact).filter((keyword) => keyword !== '') : [];
  const wholeNamed =
    named.whole.has(name) || named.whole.has(meaningfulName) || componentNames.some((component) => named.whole.has(component)) || keywords.some((keyword) => named.whole.has(keyword));
  const wordNamed = named.word.has(name) || typoNamed || componentNames.some((component) => named.word.has(component));
  const boost = wholeNamed ? 3 : wordNamed ? 2 : 1;
  return {
    id: String(result.id),
    url: String(result.url),
    title,
    page: String(result.page),
    product: result.product as SearchProduct,
    kind: result.kind as SearchKind,
    score: result.score * boost,
    terms: result.terms,
    titleNamed: named.whole.has(name) || named.whole.has(meaningfulName),
  };
}
