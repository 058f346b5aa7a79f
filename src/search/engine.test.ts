import { describe, expect, it } from 'vitest';
import { createSearchEngine } from './engine';
import type { SearchRecord } from './types';

const record = (url: string, title: string, page: string, text: string, kind: SearchRecord['kind'] = 'guide'): SearchRecord => ({ id: url, url, title, page, text, product: 'material-ui', kind, isPage: page === '' });

const engine = createSearchEngine([
  record('/in-text', 'Colours', 'Theming', 'The palette decides the tooltip colour.'),
  record('/in-heading', 'Tooltip placement', 'Popper', ''),
  record('/tooltip', 'Tooltip', '', 'Informative text on hover.', 'component'),
  record('/api/button#prop-disableRipple', 'disableRipple', 'Button API', 'If true, the ripple effect is disabled.', 'prop'),
  record('/api/button#prop-disabled', 'disabled', 'Button API', 'If true, the component is disabled.', 'prop'),
  record('/autocomplete', 'Autocomplete', '', 'A text input with suggestions.', 'component'),
  record('/api/typography', 'Typography API', '', 'API reference docs for the React Typography component.', 'api'),
  record('/api/card-header#prop-disableTypography', 'disableTypography', 'CardHeader API', 'If true, the children won’t be wrapped by a Typography component.', 'prop'),
]);
const urls = (query: string) => engine.search(query).map((hit) => hit.url);

describe('search engine', () => {
  it('ranks a title match over a heading over body text', () => {
    expect(urls('tooltip')).toEqual(['/tooltip', '/in-heading', '/in-text']);
  });

  it('matches prefixes as the reader types and forgives typos in longer words', () => {
    expect(urls('autoc')[0]).toBe('/autocomplete');
    expect(urls('autocompelte')[0]).toBe('/autocomplete');
    expect(urls('tolo')).toEqual([]);
  });

  it('finds camelCase props by their whole name and by their words', () => {
    expect(urls('disableRipple')[0]).toBe('/api/button#prop-disableRipple');
    expect(urls('ripple')[0]).toBe('/api/button#prop-disableRipple');
    expect(urls('disabled')[0]).toBe('/api/button#prop-disabled');
  });

  it('finds a guide page by the component names it documents, next to the API page of that name', () => {
    const corpus = (names?: string) =>
      createSearchEngine([
        { ...record('/app-bar', 'App Bar', '', 'The top bar of an app.', 'component'), ...(names ? { names } : {}) },
        record('/api/app-bar', 'AppBar API', '', 'API reference docs for the React AppBar component.', 'api'),
        record('/api/toolbar', 'Toolbar API', '', 'Used inside an AppBar.', 'api'),
      ]);
    const ranked = (names?: string) => corpus(names).search('appbar').map((hit) => hit.url);
    expect(ranked('AppBar').slice(0, 2).sort()).toEqual(['/api/app-bar', '/app-bar']);
    expect(ranked().slice(0, 2)).not.toContain('/app-bar');
    // Whole names only: the words inside them do not make a page match.
    const score = (names?: string) => corpus(names).search('bar').find((hit) => hit.url === '/app-bar')?.score;
    expect(score('AppBar')).toBe(score());
  });

  it('ranks the thing a query names, even misspelt, above things that only contain the word', () => {
    expect(urls('typography')[0]).toBe('/api/typography');
    expect(urls('typograpy')[0]).toBe('/api/typography');
  });

  it('ignores stop words in questions and applies synonyms', () => {
    expect(urls('how do I use the tooltip')[0]).toBe('/tooltip');
    expect(urls('hover text')[0]).toBe('/tooltip');
    expect(urls('the')).toEqual([]);
  });

  it('returns the matched terms for highlighting and honours the limit', () => {
    expect(engine.search('ripple', 1)).toHaveLength(1);
    expect(engine.search('ripple')[0]?.terms).toContain('ripple');
    expect(engine.size).toBe(8);
    expect(engine.search('tooltip')[0]).toMatchObject({ product: 'material-ui', kind: 'component', page: '' });
    expect(engine.search('ripple')[0]).toMatchObject({ product: 'material-ui', kind: 'prop', page: 'Button API' });
  });
});

describe('search engine, product names in the query', () => {
  const at = (url: string, title: string, product: SearchRecord['product'], text = ''): SearchRecord => ({ id: url, url, title, page: '', text, product, kind: 'api', isPage: true });
  const products = createSearchEngine([
    at('/material-ui/api/card', 'Card API', 'material-ui', 'Cards contain content and actions about a single subject.'),
    at('/material-ui/api/card-header', 'CardHeader API', 'material-ui'),
    at('/joy-ui/api/card', 'Card API', 'joy-ui', 'A card groups related content.'),
    at('/joy-ui/getting-started', 'Joy UI overview', 'joy-ui', 'Joy UI is a library of React components.'),
    at('/system/api/box', 'Box API', 'system'),
  ]);
  const found = (query: string) => products.search(query).map((hit) => hit.url);

  it('lists the named product first without requiring its name in the records', () => {
    expect(found('joy card')[0]).toBe('/joy-ui/api/card');
    expect(found('material ui card')[0]).toBe('/material-ui/api/card');
    expect(found('system box')).toEqual(['/system/api/box']);
  });

  it('does not search the product’s own words, so a page matching only them is no result', () => {
    expect(found('joy card')).not.toContain('/joy-ui/getting-started');
  });

  it('searches a bare product name whole, so its pages answer', () => {
    expect(found('joy ui')[0]).toBe('/joy-ui/getting-started');
  });
});
