import { describe, expect, it } from 'vitest';
import { paragraphs, parseInline } from './inlineMarkdown';

describe('JSDoc Markdown', () => {
  it('splits code spans and links from text', () => {
    expect(parseInline('If `true`, see [the guide](https://mui.com/x/).')).toEqual([
      { kind: 'text', text: 'If ' },
      { kind: 'code', text: 'true' },
      { kind: 'text', text: ', see ' },
      { kind: 'link', text: 'the guide', href: 'https://mui.com/x/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('joins soft line breaks and splits paragraphs on blank lines', () => {
    expect(paragraphs('one\ntwo\n\nthree')).toEqual(['one two', 'three']);
  });
});
