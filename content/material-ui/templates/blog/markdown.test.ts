import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, safeHref } from './markdown';

const text = (value: string) => ({ type: 'text', value });

describe('parseMarkdown blocks', () => {
  it('parses ATX headings of every depth and drops closing hashes', () => {
    expect(parseMarkdown('# One\n### Three ###\n###### Six')).toEqual([
      { type: 'heading', depth: 1, children: [text('One')] },
      { type: 'heading', depth: 3, children: [text('Three')] },
      { type: 'heading', depth: 6, children: [text('Six')] },
    ]);
  });

  it('needs a space after the hashes and no more than six of them', () => {
    expect(parseMarkdown('#hashtag')[0]).toEqual({
      type: 'paragraph',
      children: [text('#hashtag')],
    });
    expect(parseMarkdown('####### seven')[0]?.type).toBe('paragraph');
  });

  it('joins paragraph lines with a space and splits paragraphs on blank lines', () => {
    expect(parseMarkdown('First line\nsecond line\n\n  Next one  ')).toEqual([
      { type: 'paragraph', children: [text('First line second line')] },
      { type: 'paragraph', children: [text('Next one')] },
    ]);
  });

  it('ends a paragraph at a heading, list or fence without a blank line', () => {
    const blocks = parseMarkdown(
      'Intro\n## Title\nText\n- item\nMore\n```\ncode\n```',
    );
    expect(blocks.map((block) => block.type)).toEqual([
      'paragraph',
      'heading',
      'paragraph',
      'list',
      'paragraph',
      'code',
    ]);
  });

  it('parses unordered lists with any bullet and indented continuation lines', () => {
    expect(parseMarkdown('- one\n* two\n  still two\n+ three')).toEqual([
      {
        type: 'list',
        ordered: false,
        start: 1,
        items: [[text('one')], [text('two still two')], [text('three')]],
      },
    ]);
  });

  it('parses ordered lists and keeps their start number', () => {
    expect(parseMarkdown('3. three\n4) four')).toEqual([
      {
        type: 'list',
        ordered: true,
        start: 3,
        items: [[text('three')], [text('four')]],
      },
    ]);
  });

  it('keeps a list going across blank lines but splits lists of different kinds', () => {
    const loose = parseMarkdown('- a\n\n- b');
    expect(loose).toHaveLength(1);
    expect(loose[0]).toMatchObject({ items: [[text('a')], [text('b')]] });
    expect(parseMarkdown('- a\n1. b').map((block) => block.type)).toEqual([
      'list',
      'list',
    ]);
  });

  it('keeps fenced code verbatim, with its language, and without parsing Markdown inside', () => {
    const source = '```ts\nconst a = *b*;\n\n# not a heading\n```\nAfter';
    expect(parseMarkdown(source)).toEqual([
      { type: 'code', lang: 'ts', value: 'const a = *b*;\n\n# not a heading' },
      { type: 'paragraph', children: [text('After')] },
    ]);
  });

  it('supports tilde fences, longer closing fences and unclosed fences', () => {
    expect(parseMarkdown('~~~\n```\n~~~~')).toEqual([
      { type: 'code', lang: null, value: '```' },
    ]);
    expect(parseMarkdown('```\nrest of file')).toEqual([
      { type: 'code', lang: null, value: 'rest of file' },
    ]);
  });

  it('parses blockquotes recursively', () => {
    expect(parseMarkdown('> Quoted **line**\n> - a list\n>\n> ## Heading')).toEqual([
      {
        type: 'blockquote',
        children: [
          {
            type: 'paragraph',
            children: [
              text('Quoted '),
              { type: 'strong', children: [text('line')] },
            ],
          },
          { type: 'list', ordered: false, start: 1, items: [[text('a list')]] },
          { type: 'heading', depth: 2, children: [text('Heading')] },
        ],
      },
    ]);
  });

  it('normalises Windows line endings', () => {
    expect(parseMarkdown('# A\r\n\r\nB')).toHaveLength(2);
  });
});

describe('parseInline', () => {
  it('parses emphasis and strong with both markers', () => {
    expect(parseInline('*a* _b_ **c** __d__')).toEqual([
      { type: 'emphasis', children: [text('a')] },
      text(' '),
      { type: 'emphasis', children: [text('b')] },
      text(' '),
      { type: 'strong', children: [text('c')] },
      text(' '),
      { type: 'strong', children: [text('d')] },
    ]);
  });

  it('nests strong inside emphasis and the other way round', () => {
    expect(parseInline('*x **y** z*')).toEqual([
      {
        type: 'emphasis',
        children: [
          text('x '),
          { type: 'strong', children: [text('y')] },
          text(' z'),
        ],
      },
    ]);
    expect(parseInline('**x *y***')).toEqual([
      {
        type: 'strong',
        children: [text('x '), { type: 'emphasis', children: [text('y')] }],
      },
    ]);
  });

  it('leaves unmatched or space-flanked markers and snake_case alone', () => {
    expect(parseInline('2 * 3 * 4')).toEqual([text('2 * 3 * 4')]);
    expect(parseInline('a *dangling')).toEqual([text('a *dangling')]);
    expect(parseInline('retry_count_max')).toEqual([text('retry_count_max')]);
  });

  it('parses code spans without reading Markdown inside them', () => {
    expect(parseInline('run `npm *test*` now')).toEqual([
      text('run '),
      { type: 'code', value: 'npm *test*' },
      text(' now'),
    ]);
    expect(parseInline('`` a ` b ``')).toEqual([{ type: 'code', value: 'a ` b' }]);
    expect(parseInline('a `lonely tick')).toEqual([text('a `lonely tick')]);
  });

  it('honours backslash escapes', () => {
    expect(parseInline('\\*not em\\* and C:\\path')).toEqual([
      text('*not em* and C:\\path'),
    ]);
  });

  it('parses links with inline content and optional titles', () => {
    expect(parseInline('see [the **docs**](https://example.com/a "Docs")!')).toEqual(
      [
        text('see '),
        {
          type: 'link',
          href: 'https://example.com/a',
          children: [text('the '), { type: 'strong', children: [text('docs')] }],
        },
        text('!'),
      ],
    );
    expect(parseInline('[top](#post)')).toEqual([
      { type: 'link', href: '#post', children: [text('top')] },
    ]);
  });

  it('keeps brackets that are not links as text', () => {
    expect(parseInline('[draft] notes')).toEqual([text('[draft] notes')]);
    expect(parseInline('[a] (b)')).toEqual([text('[a] (b)')]);
  });

  it('drops the link but keeps the words for unsafe targets', () => {
    expect(parseInline('[click](javascript:alert(1))')).toEqual([
      text('[click](javascript:alert(1))'),
    ]);
    expect(parseInline('[click](javascript:void)')).toEqual([text('click')]);
    expect(parseInline('[x](data:text/html,hi) y')).toEqual([text('x y')]);
  });
});

describe('safeHref', () => {
  it('allows web, mail, in-page and relative links', () => {
    for (const href of [
      'https://a.dev',
      'HTTP://a.dev',
      'mailto:a@b.dev',
      '#intro',
      '/blog',
      'x.md',
    ]) {
      expect(safeHref(href)).toBe(href);
    }
  });

  it('rejects script and data URLs, however they are disguised', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('JavaScript:alert(1)')).toBeNull();
    expect(safeHref('java\tscript:alert(1)')).toBeNull();
    expect(safeHref(' data:text/html,x')).toBeNull();
    expect(safeHref('vbscript:x')).toBeNull();
    expect(safeHref('')).toBeNull();
  });
});
