import { describe, expect, it } from 'vitest';
import { parseContentFile } from './frontMatter';

describe('parseContentFile', () => {
  it('returns the checked front matter and the body', () => {
    const { frontMatter, body } = parseContentFile('---\ntitle: Button\ndescription: Buttons act.\ncomponents: [Button, IconButton, Unstable_TrapFocus]\n---\n\n## Basics\n', 'a.mdx');
    expect(frontMatter).toEqual({ title: 'Button', description: 'Buttons act.', components: ['Button', 'IconButton', 'Unstable_TrapFocus'] });
    expect(body.trim()).toBe('## Basics');
  });

  it('takes keywords as lower-case phrases and says what a keyword may be', () => {
    const { frontMatter } = parseContentFile('---\ntitle: Badge\ndescription: Marks.\nkeywords: [notification dot, unread count]\n---\n', 'b.mdx');
    expect(frontMatter.keywords).toEqual(['notification dot', 'unread count']);
    expect(() => parseContentFile('---\ntitle: Badge\ndescription: Marks.\nkeywords: [Notification Dot]\n---\n', 'b.mdx')).toThrowError(
      'Invalid front matter in b.mdx:\n  keywords.0: keywords are lower case words (a–z, 0–9, spaces, hyphens), at most 40 characters, e.g. `notification dot`',
    );
    const many = Array.from({ length: 13 }, (_, index) => `word${index}`).join(', ');
    expect(() => parseContentFile(`---\ntitle: Badge\ndescription: Marks.\nkeywords: [${many}]\n---\n`, 'b.mdx')).toThrowError(/keywords: keep to 12 keywords/);
  });

  it('asks for front matter when there is none', () => {
    expect(() => parseContentFile('## Hello', 'content/x.mdx')).toThrowError('Missing front matter in content/x.mdx: start the file with a block between two "---" lines holding title and description.');
  });

  it('reports broken YAML with the file name', () => {
    expect(() => parseContentFile('---\ntitle: [unclosed\n---\n', 'content/y.mdx')).toThrowError(/^Broken front matter in content\/y.mdx: /);
  });

  it('lists every missing or wrong field with what to write', () => {
    expect(() => parseContentFile('---\ntitel: Oops\ncomponents: [button]\n---\n', 'content/z.mdx')).toThrowError(
      'Invalid front matter in content/z.mdx:\n  title: write a title, e.g. `title: Button`\n  description: write a one-sentence description, e.g. `description: Buttons let people take actions.`\n  components.0: component names are PascalCase exports, e.g. `Button`, or parts such as `Switch.Root`\n  (front matter): Unrecognized key: "titel"',
    );
  });
});
