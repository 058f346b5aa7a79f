import { describe, expect, it } from 'vitest';
import { createSearchEngine } from './engine';
import { currentProductOf, displayedUrls, measureHitRate } from './quality';
import type { SearchProduct, SearchRecord } from './types';

const page = (url: string, title: string, text: string): SearchRecord => ({ id: url, url, title, page: '', text, product: 'material-ui', kind: 'component', isPage: true });
const section = (url: string, title: string, pageTitle: string): SearchRecord => ({ id: url, url, title, page: pageTitle, text: '', product: 'material-ui', kind: 'component', isPage: false });

const engine = createSearchEngine([
  page('/dialog', 'Dialog', 'A window over the page that asks for a decision.'),
  section('/dialog#full-screen', 'Full-screen dialogs', 'Dialog'),
  section('/dialog#scrolling', 'Scrolling long content', 'Dialog'),
  section('/dialog#sizes', 'Sizes', 'Dialog'),
  page('/snackbar', 'Snackbar', 'Brief messages about app processes.'),
  page('/button', 'Button', 'Buttons start actions.'),
]);

describe('measureHitRate', () => {
  it('counts a query as a hit when its page is in the top k distinct pages, through synonyms and typos', () => {
    const report = measureHitRate(engine, [
      { query: 'modal', expected: '/dialog', kind: 'synonym' },
      { query: 'toast', expected: '/snackbar', kind: 'synonym' },
      { query: 'buton', expected: '/button', kind: 'misspelling' },
    ]);
    expect(report).toMatchObject({ rate: 1, hits: 3, total: 3, misses: [] });
  });

  it('reports misses with what was found, so a rate below the bar names its culprits', () => {
    const report = measureHitRate(engine, [
      { query: 'dialog', expected: '/dialog', kind: 'page' },
      { query: 'dialog', expected: '/button', kind: 'page' },
    ], 1);
    expect(report.rate).toBe(0.5);
    expect(report.misses).toEqual([{ query: 'dialog', expected: '/button', found: ['/dialog'] }]);
  });

  it('has a rate of 0 for no queries rather than dividing by zero', () => {
    expect(measureHitRate(engine, []).rate).toBe(0);
  });
});

describe('displayedUrls', () => {
  it('lists the first k hits with their anchors, so a section can be looked for', () => {
    const urls = displayedUrls(engine, 'dialog scrolling', 'material-ui', 3);
    expect(urls).toHaveLength(3);
    expect(urls).toContain('/dialog#scrolling');
    expect(displayedUrls(engine, 'dialog', 'material-ui', 1)).toEqual(['/dialog']);
  });
});

describe('measureHitRate in the order the dialog shows', () => {
  const at = (url: string, title: string, product: SearchProduct): SearchRecord => ({ id: url, url, title, page: '', text: '', product, kind: 'api', isPage: true });
  const products = createSearchEngine([
    at('/material-ui/api/slider', 'Slider API', 'material-ui'),
    at('/material-ui/api/slider-thumb', 'SliderThumb API', 'material-ui'),
    at('/material-ui/api/slider-track', 'SliderTrack API', 'material-ui'),
    at('/joy-ui/api/slider', 'Slider API', 'joy-ui'),
    at('/base-ui/react-slider', 'Slider', 'base-ui'),
  ]);
  const productOf = (pathname: string) => pathname.split('/')[1] as SearchProduct;

  it('ranks the current product first, so a page of another product can fall out of the top k', () => {
    const query = { query: 'slider', expected: '/base-ui/react-slider', kind: 'page' };
    expect(measureHitRate(products, [query], 3, productOf).hits).toBe(1);
    const onMaterial = measureHitRate(products, [{ ...query, current: 'material-ui' }], 3, productOf);
    expect(onMaterial.hits).toBe(0);
    expect(onMaterial.misses[0]?.found.toSorted()).toEqual(['/material-ui/api/slider', '/material-ui/api/slider-thumb', '/material-ui/api/slider-track']);
  });

  it('lets a named product beat the current one', () => {
    const report = measureHitRate(products, [{ query: 'base ui slider', expected: '/base-ui/react-slider', kind: 'product', current: 'material-ui' }, { query: 'joy slider', expected: '/joy-ui/api/slider', kind: 'product' }], 1, productOf);
    expect(report.misses).toEqual([]);
  });
});

describe('currentProductOf', () => {
  const productOf = (pathname: string) => pathname.split('/')[1] as SearchProduct;
  it.each<[string, string, SearchProduct | null | undefined, SearchProduct | undefined]>([
    ['slider', '/base-ui/react-slider', undefined, 'base-ui'],
    ['slider', '/base-ui/react-slider', 'joy-ui', 'joy-ui'],
    ['slider', '/base-ui/react-slider', null, undefined],
    ['base ui slider', '/base-ui/react-slider', undefined, 'material-ui'],
    ['material select', '/material-ui/api/select', undefined, 'joy-ui'],
    ['joy card', '/joy-ui/api/card', 'joy-ui', 'joy-ui'],
  ])('%s → %s typed with current %s is measured on %s', (query, expected, current, result) => {
    expect(currentProductOf({ query, expected, kind: 'x', ...(current === undefined ? {} : { current }) }, productOf)).toBe(result);
  });

  it('has no current product for an unnamed query without a productOf', () => {
    expect(currentProductOf({ query: 'slider', expected: '/base-ui/react-slider', kind: 'page' })).toBeUndefined();
  });
});
