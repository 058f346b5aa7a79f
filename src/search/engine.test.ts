import { describe, expect, it } from 'vitest';
import { adjacentSwaps, commonHeadings, createSearchEngine, lacksLetters, namesPage, typoFactor } from './engine';
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

  it('finds a page by its keywords, and a keyword typed whole names the page', () => {
    const corpus = (keywords?: string) =>
      createSearchEngine([
        { ...record('/badge', 'Badge', '', 'A small count on the corner of an icon.', 'component'), ...(keywords ? { keywords } : {}) },
        record('/tabs', 'Tabs', '', 'Switch between views; the indicator follows the selected tab.', 'component'),
        record('/api/tabs#prop-indicatorColor', 'indicatorColor', 'Tabs API', 'The colour of the indicator.', 'prop'),
      ]);
    const ranked = (query: string, keywords?: string) => corpus(keywords).search(query).map((hit) => hit.url);
    expect(ranked('unread indicator')[0]).not.toBe('/badge');
    expect(ranked('unread indicator', 'notification dot, unread indicator')[0]).toBe('/badge');
    expect(ranked('notification dot')).toEqual([]);
    expect(ranked('notification dot', 'notification dot, unread indicator')).toEqual(['/badge']);
    // A keyword typed whole names the page (×3); one of its words alone does not.
    const score = (query: string) => corpus('notification dot').search(query).find((hit) => hit.url === '/badge')?.score ?? 0;
    const partial = corpus('notification dot, other').search('notification').find((hit) => hit.url === '/badge')?.score ?? 0;
    expect(score('notification dot')).toBeGreaterThan(2 * partial);
  });

  it('names a guide page by the components it documents, as its title does', () => {
    const fab = createSearchEngine([
      { ...record('/floating-action-button', 'Floating Action Button', '', 'A floating action button carries the main action of a screen.', 'component'), names: 'Fab Zoom' },
      record('/api/fab', 'Fab API', '', 'Every prop, slot and CSS class of Fab.', 'api'),
      record('/speed-dial', 'Speed Dial', '', 'A fab that opens a menu of related actions.', 'component'),
      record('/api/speed-dial-action#slot-fab', 'fab', 'SpeedDialAction API', 'The component that renders the fab.', 'slot'),
    ]);
    // Named by `Fab` as the API page is by its title, the guide ranks beside it, above a slot called fab.
    expect(fab.search('fab').map((hit) => hit.url).slice(0, 2).sort()).toEqual(['/api/fab', '/floating-action-button']);
  });

  it('ranks the thing a query names, even misspelt, above things that only contain the word', () => {
    expect(urls('typography')[0]).toBe('/api/typography');
    expect(urls('typograpy')[0]).toBe('/api/typography');
  });

  it('reads a typo as letters left out before letters changed, when both are one edit away', () => {
    const popups = createSearchEngine([
      record('/popper', 'Popper', '', 'Positions a floating element next to another.', 'component'),
      record('/popover', 'Popover', '', 'Displays content on top of another.', 'component'),
    ]);
    // `popver` is one edit from both: Popover with its o left out, Popper with its p changed.
    expect(popups.search('popver').map((hit) => hit.url)).toEqual(['/popover', '/popper']);
    // A word typed right still beats any typo.
    expect(popups.search('popper')[0]?.url).toBe('/popper');
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

describe('typo and heading helpers', () => {
  it('lacksLetters: the typed word is the other with letters left out, the rest in order', () => {
    expect(lacksLetters('popver', 'popover')).toBe(true);
    expect(lacksLetters('stpper', 'stepper')).toBe(true);
    expect(lacksLetters('popver', 'popper')).toBe(false);
    expect(lacksLetters('dialgo', 'dialog')).toBe(false);
    expect(lacksLetters('popover', 'popover')).toBe(false);
  });

  it('typoFactor: a small lift for a word matched with letters left out, none for exact or prefix matches', () => {
    expect(typoFactor(['popver'], ['popover'])).toBeGreaterThan(1);
    expect(typoFactor(['popver'], ['popper'])).toBe(1);
    expect(typoFactor(['pop'], ['popover'])).toBe(1);
    expect(typoFactor(['popover'], ['popover'])).toBe(1);
  });

  it('commonHeadings: guide and component headings found on at least the given number of pages', () => {
    const sections = [
      ...['/a', '/b', '/c'].map((url) => record(`${url}#states`, 'Styling states', url.slice(1), '', 'component')),
      record('/a#sizes', 'Sizes', 'a', '', 'component'),
      ...['/a', '/b', '/c'].map((url) => record(`/api${url}#prop-color`, 'color', `${url.slice(1)} API`, '', 'prop')),
    ];
    expect([...commonHeadings(sections, 3)]).toEqual(['Styling states']);
  });

  it('namesPage: every word of the page title is among the searched words', () => {
    expect(namesPage('Text Field', new Set(['text', 'field', 'sizes']))).toBe(true);
    expect(namesPage('Text Field', new Set(['text', 'sizes']))).toBe(false);
    expect(namesPage('', new Set(['sizes']))).toBe(false);
  });
});

describe('search engine, sections under a heading many pages share', () => {
  const parts = ['Dialog', 'Menu', 'Popover', 'Select', 'Tooltip', 'Drawer', 'Toast', 'Tabs', 'Checkbox', 'Switch'];
  const states = createSearchEngine([
    ...parts.map((part) =>
      record(`/${part.toLowerCase()}#styling-states`, 'Styling states', part, `${part}.Popup data-open, data-starting-style, data-ending-style; style each state of the popup.`, 'component'),
    ),
    record('/handbook/animation', 'Animation', '', 'Animate popups as they open and close with the data-starting-style and data-ending-style attributes.'),
  ]);

  it('ranks the page about the words above sections that repeat the heading on many pages', () => {
    expect(states.search('data-starting-style')[0]?.url).toBe('/handbook/animation');
  });

  it('keeps such a section first when the query names its page', () => {
    expect(states.search('checkbox styling states')[0]?.url).toBe('/checkbox#styling-states');
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

  it('reads a product name that is part of a title typed in full as the title, not as a filter', () => {
    const withTitles = createSearchEngine([
      at('/material-ui/getting-started/usage', 'Usage', 'material-ui', 'Use Material UI components in your app.'),
      at('/joy-ui/integrations/material-ui', 'Usage with Material UI', 'joy-ui', 'Both libraries in one app.'),
      { id: '/joy-ui/integrations/icons#material-icons', url: '/joy-ui/integrations/icons#material-icons', title: 'Material Icons', page: 'Icon libraries', text: 'Icons from the Material set.', product: 'joy-ui', kind: 'guide', isPage: false },
      at('/material-ui/icons', 'Icons', 'material-ui', 'Material Icons as React components.'),
    ]);
    const urlsOf = (query: string) => withTitles.search(query).map((hit) => hit.url);
    expect(urlsOf('Usage with Material UI')[0]).toBe('/joy-ui/integrations/material-ui');
    expect(urlsOf('Icon libraries Material Icons')[0]).toBe('/joy-ui/integrations/icons#material-icons');
    // A title only partly typed stays a product filter: "material ui usage" is Material UI's Usage page.
    expect(urlsOf('material ui usage')[0]).toBe('/material-ui/getting-started/usage');
    expect(urlsOf('material icons')[0]).toBe('/material-ui/icons');
  });
});

describe('search engine, few results', () => {
  const combo = (extra: SearchRecord[]) =>
    createSearchEngine([
      record('/combobox', 'Combobox', '', 'An input with a list of suggestions to choose from.', 'component'),
      record('/autocomplete#combo-box', 'Combo box', 'Autocomplete', 'Pick one value from a list.', 'component'),
      ...extra,
    ]);

  it('widens to two typos when one typo finds fewer than three pages', () => {
    // `combox` is one edit from `combo` but two from `combobox`; named by the typo, Combobox then leads.
    expect(combo([]).search('combox').map((hit) => hit.url)).toEqual(['/combobox', '/autocomplete#combo-box']);
  });

  it('does not widen when one typo already finds three pages', () => {
    const more = ['/a', '/b'].map((url) => record(`${url}#combo`, 'Combo', url.slice(1), '', 'component'));
    expect(combo(more).search('combox').map((hit) => hit.url)).not.toContain('/combobox');
  });
});

describe('search engine, a heading three pages share', () => {
  const pages = ['Portal', 'Masonry', 'Use Media Query'].map((page) =>
    record(`/${page.toLowerCase().replace(/ /g, '-')}#server-side-rendering`, 'Server-side rendering', page, 'How it renders on the server.', 'component'),
  );
  const ssr = createSearchEngine([...pages, record('/guides/server-rendering', 'Server rendering', '', 'Render your app on the server with Emotion.')]);

  it('ranks the guide about it above each page’s own section of that name', () => {
    expect(ssr.search('server side rendering')[0]?.url).toBe('/guides/server-rendering');
    expect(ssr.search('ssr')[0]?.url).toBe('/guides/server-rendering');
  });
});

describe('search engine, letters typed in the wrong order', () => {
  const tables = createSearchEngine([
    record('/table', 'Table', '', 'Rows and columns of data.', 'component'),
    record('/form-control-label', 'Form Control Label', '', 'A label beside a checkbox, radio or switch.', 'component'),
    record('/toggle-button', 'Toggle Button', '', 'A button that stays pressed.', 'component'),
  ]);

  it('adjacentSwaps: each neighbouring pair swapped once, none for a doubled letter', () => {
    expect(adjacentSwaps('tabel')).toEqual(['atbel', 'tbael', 'taebl', 'table']);
    expect(adjacentSwaps('toggel')).toEqual(['otggel', 'tgogel', 'togegl', 'toggle']);
    expect(adjacentSwaps('a')).toEqual([]);
  });

  it('finds the word with two letters swapped before a word one edit away', () => {
    // `tabel` is one edit from `label` and two (a swap) from `table`.
    expect(tables.search('tabel')[0]?.url).toBe('/table');
    expect(tables.search('toggel button')[0]?.url).toBe('/toggle-button');
  });

  it('leaves a word the index holds alone', () => {
    expect(tables.search('label').map((hit) => hit.url)).toEqual(['/form-control-label']);
  });
});
