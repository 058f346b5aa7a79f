import { describe, expect, it } from 'vitest';
import { createSearchEngine, type SearchHit } from './engine';
import { COMPARABLE_SHARE, displayGroups, displayOrder, groupByProduct, isComparable, searchForDisplay, selectForDisplay } from './group';
import type { SearchProduct, SearchRecord } from './types';

const hit = (id: string, product: SearchProduct): SearchHit => ({ id, url: `/${id}`, title: id, page: '', product, kind: 'guide', score: 1, terms: [] });

describe('groupByProduct', () => {
  const hits = [hit('a', 'joy-ui'), hit('b', 'material-ui'), hit('c', 'joy-ui'), hit('d', 'base-ui')];

  it('puts the current product first and keeps the rest in order of their best hit', () => {
    const groups = groupByProduct(hits, 'base-ui');
    expect(groups.map((group) => group.product)).toEqual(['base-ui', 'joy-ui', 'material-ui']);
    expect(groups[1]?.hits.map((h) => h.id)).toEqual(['a', 'c']);
  });

  it('keeps rank order when there is no current product or it has no hits', () => {
    expect(groupByProduct(hits, undefined).map((group) => group.product)).toEqual(['joy-ui', 'material-ui', 'base-ui']);
    expect(groupByProduct(hits, 'system').map((group) => group.product)).toEqual(['joy-ui', 'material-ui', 'base-ui']);
    expect(groupByProduct([], 'joy-ui')).toEqual([]);
  });
});

describe('displayGroups', () => {
  const hits = [hit('material-slider', 'material-ui'), hit('material-slider-marks', 'material-ui'), hit('joy-slider', 'joy-ui'), hit('base-slider', 'base-ui')];
  const order = (query: string, current: SearchProduct | undefined) => displayOrder(displayGroups(hits, query, current)).map((h) => h.id);

  it.each<[string, SearchProduct | undefined, string[]]>([
    // No product named: the reader's current product leads.
    ['slider', 'joy-ui', ['joy-slider', 'material-slider', 'material-slider-marks', 'base-slider']],
    ['slider', undefined, ['material-slider', 'material-slider-marks', 'joy-slider', 'base-slider']],
    // A named product leads even on another product's page; the current one comes next.
    ['base ui slider', 'material-ui', ['base-slider', 'material-slider', 'material-slider-marks', 'joy-slider']],
    ['joy slider', 'base-ui', ['joy-slider', 'base-slider', 'material-slider', 'material-slider-marks']],
    ['material slider', 'joy-ui', ['material-slider', 'material-slider-marks', 'joy-slider', 'base-slider']],
    // A named product without hits changes nothing.
    ['system slider', 'joy-ui', ['joy-slider', 'material-slider', 'material-slider-marks', 'base-slider']],
    // Two products named is a comparison: the current product still leads.
    ['joy ui or material ui slider', 'base-ui', ['base-slider', 'material-slider', 'material-slider-marks', 'joy-slider']],
  ])('%s on a %s page', (query, current, expected) => {
    expect(order(query, current)).toEqual(expected);
  });
});

describe('a title typed out in full, product name included', () => {
  const page = (url: string, title: string, product: SearchProduct): SearchRecord => ({ id: url, url, title, page: '', text: '', product, kind: 'guide', isPage: true });
  const engine = createSearchEngine([
    page('/material-ui/getting-started/usage', 'Usage', 'material-ui'),
    page('/material-ui/customization/css-theme-variables/usage', 'CSS variables usage', 'material-ui'),
    page('/joy-ui/integrations/material-ui', 'Usage with Material UI', 'joy-ui'),
  ]);

  it('leads with that page’s product, on any page', () => {
    for (const current of ['joy-ui', 'material-ui', undefined] as const) {
      expect(displayOrder(searchForDisplay(engine, 'Usage with Material UI', current))[0]?.url).toBe('/joy-ui/integrations/material-ui');
    }
    // Not typed out in full, the product name is a filter again.
    expect(displayOrder(searchForDisplay(engine, 'material ui usage', 'joy-ui'))[0]?.url).toBe('/material-ui/getting-started/usage');
  });
});

describe('selectForDisplay', () => {
  // Forty material-ui rows outrank the one system section.
  const ranked = [...Array.from({ length: 40 }, (_, i) => hit(`material-${i}`, 'material-ui')), hit('system-section', 'system'), hit('joy-page', 'joy-ui')];

  it('lists the first hits, plus the best of the leading products that rank below them', () => {
    const ids = selectForDisplay(ranked, ['system'], 30, 10).map((h) => h.id);
    expect(ids).toHaveLength(31);
    expect(ids.at(-1)).toBe('system-section');
    expect(ids).not.toContain('joy-page');
  });

  it('adds nothing without a leading product, and nothing twice', () => {
    expect(selectForDisplay(ranked, [undefined], 30, 10)).toHaveLength(30);
    expect(selectForDisplay(ranked, ['material-ui', 'material-ui'], 30, 10)).toHaveLength(30);
  });

  it('is what searchForDisplay shows: the current product’s section leads', () => {
    const engine = { search: (_query: string, limit = 50) => ranked.slice(0, limit) };
    expect(displayOrder(searchForDisplay(engine, 'sx prop', 'system'))[0]?.id).toBe('system-section');
    expect(displayOrder(searchForDisplay(engine, 'sx prop', 'material-ui')).map((h) => h.id)).not.toContain('system-section');
  });
});

describe('isComparable: the current product leads only between comparable matches', () => {
  const scored = (title: string, product: SearchProduct, score: number, titleNamed = false): SearchHit => ({ ...hit(`${product}-${title}`, product), title, score, titleNamed });

  it('gives way to another product’s thing that the query names whole and the current product does not have', () => {
    // `Menu.Positioner` typed on a Material UI page: the Base UI part, not Material's Menu.
    const hits = [scored('Menu', 'material-ui', 10), scored('Menu.Positioner', 'base-ui', 8, true)];
    expect(isComparable(hits, 'material-ui')).toBe(false);
    expect(displayOrder(displayGroups(hits, 'Menu.Positioner', 'material-ui')).map((h) => h.title)).toEqual(['Menu', 'Menu.Positioner']);
    // Ordered by best hit once the current product does not lead: here Menu still scores higher.
    const partFirst = [scored('Menu.Positioner', 'base-ui', 12, true), scored('Menu', 'material-ui', 10)];
    expect(displayOrder(displayGroups(partFirst, 'Menu.Positioner', 'material-ui')).map((h) => h.title)).toEqual(['Menu.Positioner', 'Menu']);
  });

  it('keeps the lead when the current product has a thing of the same name, or names one whole itself', () => {
    const both = [scored('Avatar', 'joy-ui', 10, true), scored('Avatar API', 'material-ui', 6)];
    expect(isComparable(both, 'material-ui')).toBe(true);
    const own = [scored('Sheet', 'joy-ui', 10, true), scored('Button', 'material-ui', 5, true)];
    expect(isComparable(own, 'material-ui')).toBe(true);
    // A section is named by its page's title and its heading: Joy's "Variants" of Typography is "Typography variants".
    const section = [scored('Typography variants', 'material-ui', 10, true), { ...scored('Variants', 'joy-ui', 4), page: 'Typography' }];
    expect(isComparable(section, 'joy-ui')).toBe(true);
  });

  it('gives way when the current product’s best scores under the comparable share of the best', () => {
    const far = [scored('display', 'system', 100), scored('Autocomplete', 'base-ui', 100 * COMPARABLE_SHARE - 1)];
    expect(isComparable(far, 'base-ui')).toBe(false);
    expect(isComparable([scored('display', 'system', 100), scored('Autocomplete', 'base-ui', 100 * COMPARABLE_SHARE)], 'base-ui')).toBe(true);
    expect(isComparable([scored('a', 'system', 1)], 'joy-ui')).toBe(false);
    expect(isComparable([], 'joy-ui')).toBe(true);
  });
});
