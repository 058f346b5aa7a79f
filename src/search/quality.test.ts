import { describe, expect, it } from 'vitest';
import { createSearchEngine } from './engine';
import { measureHitRate } from './quality';
import type { SearchRecord } from './types';

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
