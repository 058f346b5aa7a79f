/** Front matter of a content page: parsed from YAML and checked, with errors that say how to fix them. */
import matter from 'gray-matter';
import { z } from 'zod';

const frontMatterSchema = z.strictObject({
  title: z.string({ error: 'write a title, e.g. `title: Button`' }).trim().min(1, 'the title is empty'),
  description: z
    .string({ error: 'write a one-sentence description, e.g. `description: Buttons let people take actions.`' })
    .trim()
    .min(1, 'the description is empty')
    .max(200, 'keep the description under 200 characters (search results and link previews cut it)'),
  /**
   * Other words readers use for the page (`notification dot` for Badge), found by search like a
   * heading. Written in the page's `<meta name="keywords">`, where the search index reads them.
   */
  keywords: z
    .array(z.string().regex(/^[a-z0-9][a-z0-9 -]{0,39}$/, 'keywords are lower case words (a–z, 0–9, spaces, hyphens), at most 40 characters, e.g. `notification dot`'))
    .max(12, 'keep to 12 keywords: the ones readers type for this page and no other')
    .optional(),
  components: z.array(z.string().regex(/^[A-Z][A-Za-z0-9_]*(\.[A-Z][A-Za-z0-9]*)?$/, 'component names are PascalCase exports, e.g. `Button`, or parts such as `Switch.Root`')).optional(),
});

export type FrontMatter = z.infer<typeof frontMatterSchema>;

/** Splits a content file into checked front matter and the MDX body; `file` is only used in error messages. */
export function parseContentFile(source: string, file: string): { frontMatter: FrontMatter; body: string } {
  if (!source.startsWith('---')) {
    throw new Error(`Missing front matter in ${file}: start the file with a block between two "---" lines holding title and description.`);
  }
  let parsed: matter.GrayMatterFile<string>;
  try {
    // An empty options object keeps gray-matter from caching by content, so errors are reported every time.
    parsed = matter(source, {});
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(`Broken front matter in ${file}: ${reason}`);
  }
  const checked = frontMatterSchema.safeParse(parsed.data);
  if (!checked.success) {
    const lines = checked.error.issues.map((issue) => `  ${issue.path.join('.') || '(front matter)'}: ${issue.message}`);
    throw new Error(`Invalid front matter in ${file}:\n${lines.join('\n')}`);
  }
  return { frontMatter: checked.data, body: parsed.content };
}
