import { describe, expect, it } from 'vitest';
import { parseBlocks, parseInline } from './inlineMarkdown';

const text = (value: string) => ({ kind: 'text', text: value });

describe('inline Markdown of JSDoc descriptions', () => {
  it('splits code spans and links from text', () => {
    expect(parseInline('If `true`, see [the guide](https://example.com/x/).')).toEqual([
      text('If '),
      { kind: 'code', text: 'true' },
      text(', see '),
      { kind: 'link', href: 'https://example.com/x/', children: [text('the guide')] },
      text('.'),
    ]);
  });

  it('parses links to a path or an anchor, and code inside link text', () => {
    expect(parseInline('[Follow this guide](/material-ui/react-transitions#child-requirements) or [`Menu`](#props)')).toEqual([
      { kind: 'link', href: '/material-ui/react-transitions#child-requirements', children: [text('Follow this guide')] },
      text(' or '),
      { kind: 'link', href: '#props', children: [{ kind: 'code', text: 'Menu' }] },
    ]);
  });

  it('parses strong, emphasis (with * or _) and keys', () => {
    expect(parseInline('**Warning**: the *clear* button, _not_ snake_case_names, <kbd>Enter</kbd>')).toEqual([
      { kind: 'strong', children: [text('Warning')] },
      text(': the '),
      { kind: 'em', children: [text('clear')] },
      text(' button, '),
      { kind: 'em', children: [text('not')] },
      text(' snake_case_names, '),
      { kind: 'kbd', text: 'Enter' },
    ]);
  });

  it('leaves Markdown inside code spans, lone markers and escapes as text', () => {
    expect(parseInline('`[a](/b)` and 2 * 3 * 4, \\*literal\\*')).toEqual([{ kind: 'code', text: '[a](/b)' }, text(' and 2 * 3 * 4, *literal*')]);
    // A stray closing backtick stays as text instead of swallowing the rest.
    expect(parseInline('if `size="small"``.')).toEqual([text('if '), { kind: 'code', text: 'size="small"' }, text('`.')]);
  });

  it('links bare URLs without their trailing punctuation, but not bare links to MUI documentation', () => {
    expect(parseInline('See https://developer.mozilla.org/en-US/docs/Web/CSS/inset.')).toEqual([
      text('See '),
      { kind: 'link', href: 'https://developer.mozilla.org/en-US/docs/Web/CSS/inset', children: [text('https://developer.mozilla.org/en-US/docs/Web/CSS/inset')] },
      text('.'),
    ]);
    expect(parseInline('Read https://mui.com/blog/lab-tree-view-to-mui-x/.')).toEqual([text('Read https://mui.com/blog/lab-tree-view-to-mui-x/.')]);
  });
});

describe('block Markdown of JSDoc descriptions', () => {
  it('joins soft line breaks and splits paragraphs on blank lines', () => {
    expect(parseBlocks('one\ntwo\n\nthree')).toEqual([
      { kind: 'paragraph', children: [text('one two')] },
      { kind: 'paragraph', children: [text('three')] },
    ]);
  });

  it('parses lists with continuation lines, after a paragraph without a blank line', () => {
    expect(parseBlocks('Behaviour:\n- `auto` hides them\n  when all fit.\n- `false` never\nshows them.\n\nAfter.')).toEqual([
      { kind: 'paragraph', children: [text('Behaviour:')] },
      {
        kind: 'list',
        ordered: false,
        items: [
          [{ kind: 'code', text: 'auto' }, text(' hides them when all fit.')],
          [{ kind: 'code', text: 'false' }, text(' never shows them.')],
        ],
      },
      { kind: 'paragraph', children: [text('After.')] },
    ]);
    expect(parseBlocks('* [Dialog](/d)\n* Drawer')).toEqual([
      { kind: 'list', ordered: false, items: [[{ kind: 'link', href: '/d', children: [text('Dialog')] }], [text('Drawer')]] },
    ]);
  });

  it('keeps fenced code as written and shows headings as their own block', () => {
    expect(parseBlocks('## ARIA\n\nUse:\n\n```jsx\n<Field.Validity>\n  {(v) => *v*}\n</Field.Validity>\n```\nDone.')).toEqual([
      { kind: 'heading', children: [text('ARIA')] },
      { kind: 'paragraph', children: [text('Use:')] },
      { kind: 'code', language: 'jsx', text: '<Field.Validity>\n  {(v) => *v*}\n</Field.Validity>' },
      { kind: 'paragraph', children: [text('Done.')] },
    ]);
  });

  it('leaves no Markdown link syntax in the text of any description it parses', () => {
    const blocks = parseBlocks('The transition. [Follow this guide](/material-ui/transitions/#transition-slots) to learn more.');
    expect(JSON.stringify(blocks)).not.toContain('](');
  });
});
