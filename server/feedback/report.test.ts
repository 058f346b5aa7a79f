import { describe, expect, it } from 'vitest';
import { commentsCsv, csvField, pagesCsv, textReport } from './report';
import type { StoredFeedback } from './store';

const item: StoredFeedback = {
  id: 7, createdAt: '2026-01-02T03:04:05.000Z', rating: 'no', comment: 'Says "hi",\nthen =SUM(A1)', pathname: '/material-ui/react-button',
  sectionId: 'basic-button', sectionTitle: 'Basic button', productId: 'material-ui', language: 'en', version: '0.1.0',
};

describe('feedback report', () => {
  it('quotes CSV fields with commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,"b"')).toBe('"a,""b"""');
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(commentsCsv([item]).split('\n').slice(1).join('\n')).toBe('7,2026-01-02T03:04:05.000Z,no,/material-ui/react-button,basic-button,Basic button,material-ui,en,0.1.0,"Says ""hi"",\nthen =SUM(A1)"\n');
    expect(pagesCsv([{ pathname: '/a', yes: 2, no: 1 }])).toBe('pathname,yes,no\n/a,2,1\n');
  });

  it('prints counts per page and one line per comment', () => {
    expect(textReport([], [])).toBe('No feedback yet.\n');
    expect(textReport([{ pathname: '/material-ui/react-button', yes: 3, no: 1 }], [item])).toBe(
      [
        'Page                        Yes    No',
        '/material-ui/react-button     3     1',
        '',
        'Latest comments (1):',
        '- 2026-01-02T03:04:05.000Z NO /material-ui/react-button#basic-button: Says "hi", ⏎ then =SUM(A1)',
        '',
      ].join('\n'),
    );
  });
});
