import { describe, expect, it } from 'vitest';
import { absoluteUrl, formatLlmsTxt } from './llmsTxt';

describe('formatLlmsTxt', () => {
  it('writes the title, the summary, notes and one linked list per section', () => {
    const text = formatLlmsTxt({
      title: 'MUI docs',
      summary: 'Guides and API references\nfor MUI.',
      siteUrl: 'https://example.com/',
      notes: ['Every page is also Markdown at its path plus .md.'],
      sections: [
        {
          title: 'Material UI',
          description: 'Components that follow Material Design.',
          entries: [
            { title: 'Button', pathname: '/material-ui/react-button', description: 'Buttons let people act.' },
            { title: 'Button API', pathname: '/material-ui/api/button', description: '' },
          ],
        },
      ],
    });
    expect(text).toBe(
      [
        '# MUI docs',
        '',
        '> Guides and API references for MUI.',
        '',
        'Every page is also Markdown at its path plus .md.',
        '',
        '## Material UI',
        '',
        'Components that follow Material Design.',
        '',
        '- [Button](https://example.com/material-ui/react-button): Buttons let people act.',
        '- [Button API](https://example.com/material-ui/api/button)',
        '',
      ].join('\n'),
    );
  });

  it('lists a page once, leaves out empty sections and escapes brackets in titles', () => {
    const text = formatLlmsTxt({
      title: 'Docs',
      summary: 'S',
      siteUrl: 'https://example.com',
      sections: [
        { title: 'A', entries: [{ title: 'Use [brackets]', pathname: '/a', description: 'one' }] },
        { title: 'B', entries: [{ title: 'Again', pathname: '/a', description: 'two' }] },
        { title: 'Empty', entries: [] },
      ],
    });
    expect(text).toContain('- [Use \\[brackets\\]](https://example.com/a): one');
    expect(text).not.toContain('## B');
    expect(text).not.toContain('## Empty');
    expect(text.endsWith('\n')).toBe(true);
  });
});

describe('absoluteUrl', () => {
  it('joins the origin and the path, and rejects a relative path', () => {
    expect(absoluteUrl('https://example.com/', '/')).toBe('https://example.com/');
    expect(absoluteUrl('https://example.com', '/x/y')).toBe('https://example.com/x/y');
    expect(() => absoluteUrl('https://example.com', 'x')).toThrow('llms.txt: page path "x" must start with "/".');
  });
});
