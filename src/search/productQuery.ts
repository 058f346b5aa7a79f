/**
 * Product names in a query: "joy card", "base ui slider", "material select", "system box". The
 * named product's results are listed first, and the name itself is taken out of the searched text,
 * since the records rarely repeat it ("Card API" does not say "Joy").
 */
import { queryTerm } from './terms';
import type { SearchProduct } from './types';

/** A query split into the product it names (if any) and the words left to search. */
export interface ProductQuery {
  product: SearchProduct | undefined;
  /** The query without the product's words ('' when it was only a product name). */
  text: string;
}

interface Alias {
  words: readonly string[];
  product: SearchProduct;
  /** Only counts as the query's first meaningful word: "base" and "system" are also ordinary words ("input base", "grid system"). */
  leading?: boolean;
}

const ALIASES: readonly Alias[] = [
  { words: ['material', 'ui'], product: 'material-ui' },
  { words: ['mui', 'material'], product: 'material-ui' },
  { words: ['material-ui'], product: 'material-ui' },
  { words: ['mui/material'], product: 'material-ui' },
  { words: ['material'], product: 'material-ui' },
  { words: ['joy', 'ui'], product: 'joy-ui' },
  { words: ['mui', 'joy'], product: 'joy-ui' },
  { words: ['joy-ui'], product: 'joy-ui' },
  { words: ['mui/joy'], product: 'joy-ui' },
  { words: ['joy'], product: 'joy-ui' },
  { words: ['base', 'ui'], product: 'base-ui' },
  { words: ['mui', 'base'], product: 'base-ui' },
  { words: ['base-ui'], product: 'base-ui' },
  { words: ['base-ui/react'], product: 'base-ui' },
  { words: ['mui/base'], product: 'base-ui' },
  { words: ['base'], product: 'base-ui', leading: true },
  { words: ['mui', 'system'], product: 'system' },
  { words: ['mui/system'], product: 'system' },
  { words: ['system'], product: 'system', leading: true },
];
// Longest first, so "joy ui" is taken whole rather than as "joy" followed by a stray "ui".
const BY_LENGTH = [...ALIASES].sort((a, b) => b.words.length - a.words.length);

const normalize = (token: string) => token.toLowerCase().replace(/^@/, '');

/** Finds the product a query names and the rest of its words; a query naming two products (a comparison) names none. */
export function parseProductQuery(query: string): ProductQuery {
  const tokens = query.trim().split(/\s+/).filter((token) => token !== '');
  const words = tokens.map(normalize);
  const named = new Set<SearchProduct>();
  const rest: string[] = [];
  let meaningfulBefore = false;
  for (let index = 0; index < tokens.length; ) {
    const alias = BY_LENGTH.find(
      (candidate) => (!candidate.leading || !meaningfulBefore) && candidate.words.every((word, offset) => words[index + offset] === word),
    );
    if (alias) {
      named.add(alias.product);
      index += alias.words.length;
      continue;
    }
    const token = tokens[index] ?? '';
    rest.push(token);
    if (queryTerm(token) !== null) meaningfulBefore = true;
    index += 1;
  }
  if (named.size !== 1) return { product: undefined, text: query.trim() };
  return { product: [...named][0], text: rest.join(' ') };
}
