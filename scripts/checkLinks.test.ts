import { describe, expect, it } from 'vitest';
import { formatReport } from './checkLinks';

describe('formatReport', () => {
  it('is one line when nothing is broken', () => {
    expect(formatReport({ pagesChecked: 12, linksChecked: 340, problems: [] })).toBe('Checked 12 pages, 340 links: no broken link or anchor.');
  });

  it('groups problems by page', () => {
    const text = formatReport({
      pagesChecked: 3,
      linksChecked: 9,
      problems: [
        { page: '/', href: '/gone', kind: 'broken-link', detail: 'no file in the export serves /gone' },
        { page: '/a', href: '#x', kind: 'broken-anchor', detail: 'no element with id "x" on this page' },
        { page: '/a', href: '#d', kind: 'duplicate-id', detail: 'id "d" is used 2 times on this page' },
      ],
    });
    expect(text.split('\n')).toEqual([
      'Checked 3 pages, 9 links: 3 problems on 2 pages.',
      '',
      '/',
      '  broken-link    /gone  (no file in the export serves /gone)',
      '',
      '/a',
      '  broken-anchor  #x  (no element with id "x" on this page)',
      '  duplicate-id   #d  (id "d" is used 2 times on this page)',
    ]);
  });
});
